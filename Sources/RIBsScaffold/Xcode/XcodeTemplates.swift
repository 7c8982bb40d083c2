import Foundation

/// Xcode file templates (`.xctemplate` folders) rendered from `ribs new`'s own templates, for a
/// user who prefers Xcode's New File menu: the same code, with Xcode's placeholders where the
/// names go.
///
/// - `RIB.xctemplate`: a popup for the shape, one folder of files each.
/// - `RIB Unit Tests.xctemplate`: the tests `ribs new` writes, per shape.
/// - `Component Extension.xctemplate`: Uber's, for a parent and a child.
///
/// Xcode fills `___VARIABLE_productName___` with the name typed, `___FILEBASENAME___` in file
/// names with the same, and the other `___VARIABLE_<option>___` with their options. It cannot
/// lowercase a name, so a second text option carries the lower-camel form.
package enum XcodeTemplates {
    /// The placeholders, as Xcode spells them.
    package static let names = TemplateNames(
        upper: "___VARIABLE_productName___", lower: "___VARIABLE_lowerCamelName___",
        module: "___VARIABLE_moduleName___")
    package static let childPlaceholder = "___VARIABLE_childName___"

    /// The popup's values, one a shape, which are also the folders' names.
    package static func folder(of shape: RIBShape) -> String {
        switch shape {
        case .viewless: "Viewless"
        case .view: "View"
        case .presenter: "Presenter"
        case .launch: "Launch"
        case .stream: "Stream style"
        case .rvb: "RVB"
        }
    }

    /// Every file of the three templates, relative to the export folder.
    package static func files() -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        for shape in RIBShape.allCases {
            for file in ScaffoldRenderer.files(shape: shape, names: names, tests: true) {
                let template = file.root == .sources ? "RIB.xctemplate" : "RIB Unit Tests.xctemplate"
                let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
                let name = fileName.replacingOccurrences(of: names.upper, with: "___FILEBASENAME___")
                files.append(("\(template)/\(folder(of: shape))/\(name)", file.contents))
            }
        }
        files.append(("RIB.xctemplate/TemplateInfo.plist", templateInfo(tests: false)))
        files.append(("RIB Unit Tests.xctemplate/TemplateInfo.plist", templateInfo(tests: true)))
        let componentExtension = ComponentExtensionTemplate(parent: names.upper, child: childPlaceholder)
        files.append(
            (
                "Component Extension.xctemplate/___FILEBASENAME___.swift",
                componentExtension.text(childViewProperty: nil)
            ))
        files.append(("Component Extension.xctemplate/TemplateInfo.plist", componentExtensionInfo()))
        return files
    }

    private static func templateInfo(tests: Bool) -> String {
        let values = RIBShape.allCases.map { "\t\t\t\t<string>\(folder(of: $0))</string>\n" }.joined()
        let module =
            tests
            ? option(
                identifier: "moduleName", name: "Module under test:",
                description: "The module the RIB is in, which the tests import with @testable.", defaultValue: nil)
            : ""
        return plist(
            description: tests
                ? "The tests of a RIB made by the RIB template, with RIBsTesting and the mocks RIBsMockPlugin generates."
                : "A RIB (Router, Interactor, Builder) for swift-ribs, as `ribs new` writes it.",
            options: option(
                identifier: "productName", name: "RIB name:", description: "The RIB's name, such as LoggedOut.",
                defaultValue: nil)
                + option(
                    identifier: "lowerCamelName", name: "The name in lowerCamelCase:",
                    description: "The RIB's name with its first word lowercased, such as loggedOut.",
                    defaultValue: nil)
                + module
                    + """
                    \t\t<dict>
                    \t\t\t<key>Identifier</key>
                    \t\t\t<string>shape</string>
                    \t\t\t<key>Name</key>
                    \t\t\t<string>Shape:</string>
                    \t\t\t<key>Type</key>
                    \t\t\t<string>popup</string>
                    \t\t\t<key>Default</key>
                    \t\t\t<string>View</string>
                    \t\t\t<key>Values</key>
                    \t\t\t<array>
                    \(values)\t\t\t</array>
                    \t\t</dict>

                    """
        )
    }

    private static func componentExtensionInfo() -> String {
        plist(
            description: "Uber's Component Extension: the parent's component gives a child its dependency.",
            options: option(
                identifier: "productName", name: "Parent RIB:", description: "The parent's name, such as Root.",
                defaultValue: nil)
                + option(
                    identifier: "childName", name: "Child RIB:", description: "The child's name, such as LoggedOut.",
                    defaultValue: nil)
        )
    }

    private static func option(identifier: String, name: String, description: String, defaultValue: String?) -> String {
        """
        \t\t<dict>
        \t\t\t<key>Identifier</key>
        \t\t\t<string>\(identifier)</string>
        \t\t\t<key>Name</key>
        \t\t\t<string>\(name)</string>
        \t\t\t<key>Description</key>
        \t\t\t<string>\(description)</string>
        \t\t\t<key>Type</key>
        \t\t\t<string>text</string>
        \t\t\t<key>Required</key>
        \t\t\t<true/>
        \(defaultValue.map { "\t\t\t<key>Default</key>\n\t\t\t<string>\($0)</string>\n" } ?? "")\t\t</dict>

        """
    }

    /// `SupportsSwiftPackage` makes Xcode 26 offer the template in a package (RIBs #639).
    private static func plist(description: String, options: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>Kind</key>
        \t<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
        \t<key>Description</key>
        \t<string>\(description)</string>
        \t<key>Summary</key>
        \t<string>\(description)</string>
        \t<key>SortOrder</key>
        \t<string>1</string>
        \t<key>SupportsSwiftPackage</key>
        \t<true/>
        \t<key>Platforms</key>
        \t<array/>
        \t<key>Options</key>
        \t<array>
        \(options)\t</array>
        </dict>
        </plist>

        """
    }
}
