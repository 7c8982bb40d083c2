import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold
@testable import RIBsSource

/// The Xcode templates give the same code as `ribs new`: their placeholders, substituted as
/// Xcode substitutes them, give `ribs new`'s files for every shape.
@Suite(.ownThreads) struct XcodeTemplatesTests {
    /// What Xcode does with a template's file: `___FILEBASENAME___` in its name becomes the
    /// product name, each `___VARIABLE_<option>___` in its text the option's value.
    static func substitute(_ text: String, options: [String: String]) -> String {
        var result = text
        for (option, value) in options {
            result = result.replacingOccurrences(of: "___VARIABLE_\(option)___", with: value)
        }
        return result
    }

    @Test(arguments: RIBShape.allCases)
    func substitutedTemplatesAreRibsNewsFiles(shape: RIBShape) throws {
        let name = try RIBName("LoggedOut")
        let options = ["productName": name.value, "lowerCamelName": name.lowerCamel, "moduleName": "App"]
        let templates = XcodeTemplates.files()
        let expected = ScaffoldRenderer.files(for: ScaffoldSpec(name: name, shape: shape, module: "App"))
        for file in expected {
            let template = file.root == .sources ? "RIB.xctemplate" : "RIB Unit Tests.xctemplate"
            let fileName = String(file.path.split(separator: "/").last!)
                .replacingOccurrences(of: name.value, with: "___FILEBASENAME___")
            let path = "\(template)/\(XcodeTemplates.folder(of: shape))/\(fileName)"
            guard let found = templates.first(where: { $0.path == path }) else {
                Issue.record("no template file \(path) for \(file.path)")
                continue
            }
            // Xcode fills in names and formats nothing; ribs new breaks its long lines once they are known.
            #expect(LineWidth.reflow(Self.substitute(found.contents, options: options)) == file.contents, "\(path)")
        }
        let folder = "/\(XcodeTemplates.folder(of: shape))/"
        #expect(templates.filter { $0.path.contains(folder) }.count == expected.count)
    }

    @Test func theComponentExtensionTemplateIsUbersWithItsTwoNames() {
        let template = XcodeTemplates.files().first {
            $0.path == "Component Extension.xctemplate/___FILEBASENAME___.swift"
        }
        let text = Self.substitute(
            template?.contents ?? "", options: ["productName": "Root", "childName": "LoggedOut"])
        #expect(text.contains("protocol RootDependencyLoggedOut: Dependency {"))
        #expect(text.contains("extension RootComponent: LoggedOutDependency {"))
    }

    @Test func eachTemplateInfoIsAPropertyListThatXcode26ShowsInPackages() throws {
        let infos = XcodeTemplates.files().filter { $0.path.hasSuffix("/TemplateInfo.plist") }
        #expect(infos.count == 3)
        for info in infos {
            let plist = try PropertyListSerialization.propertyList(from: Data(info.contents.utf8), format: nil)
            let dictionary = try #require(plist as? [String: Any], "\(info.path)")
            #expect(dictionary["SupportsSwiftPackage"] as? Bool == true, "\(info.path)")
            #expect(dictionary["Kind"] as? String == "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
            let options = try #require(dictionary["Options"] as? [[String: Any]])
            #expect(options.contains { $0["Identifier"] as? String == "productName" }, "\(info.path)")
            if let shape = options.first(where: { $0["Identifier"] as? String == "shape" }) {
                #expect(shape["Values"] as? [String] == RIBShape.allCases.map(XcodeTemplates.folder(of:)))
            }
        }
    }
}
