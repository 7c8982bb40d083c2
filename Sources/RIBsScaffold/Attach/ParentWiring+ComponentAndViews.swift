import Foundation
import RIBsSource
import SwiftSyntax

/// Attaching, in the parent's component extension and its view protocol.
extension ParentWiring {
    // MARK: - Component extension

    mutating func planComponentExtension(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (component, componentPath) = try sources.declaration(
            "\(p)Component", as: ClassDeclSyntax.self,
            expected: "final class \(p)Component: Component<any \(p)Dependency>")
        let path = (componentPath as NSString).deletingLastPathComponent + "/\(p)Component+\(c).swift"
        if FileManager.default.fileExists(atPath: path) {
            throw ScaffoldError(
                "\(layout.relative(path)) already exists: \(p) already gives \(c) its dependency. Nothing was written.")
        }
        let isStream = childShape.style != .classic
        let viewProperty =
            childShape.ownsView || isStream
            ? nil
            : (
                name: "\(child.lowerCamel)ViewController",
                source: parentOwnsView ? parentView : "dependency.\(parentView)"
            )
        // What the child depends on: the parent's component has it, its dependency forwards it,
        // or the parent asks its own parent for it.
        let (dependency, dependencyPath) = try sources.declaration(
            "\(p)Dependency", as: ProtocolDeclSyntax.self, expected: "protocol \(p)Dependency: Dependency")
        // The component's own declaration, and its extensions: another child's extension may
        // already give the property (two children that need the same store).
        let componentMembers = [component.memberBlock] + (try sources.extensionMembers(of: "\(p)Component"))
        var forwarded: [(name: String, type: String)] = []
        var asked: [(name: String, type: String)] = []
        for property in childShape.dependencyProperties
        where !componentMembers.contains(where: { Self.declaresProperty(property.name, in: $0) }) {
            if Self.declaresProperty(property.name, in: dependency.memberBlock) {
                forwarded.append(property)
            } else {
                asked.append(property)
            }
        }
        if !asked.isEmpty {
            let (parentName, childName) = (p, c)
            try sources.edit(dependencyPath) { edits throws(ScaffoldError) in
                if !Self.inherits("\(parentName)Dependency\(childName)", dependency.inheritanceClause) {
                    edits.addInherited(
                        "\(parentName)Dependency\(childName)", clause: dependency.inheritanceClause,
                        after: dependency.name)
                }
            }
            notes.append(
                "\(p) now asks its own parent for \(asked.map(\.name).joined(separator: ", ")) (\(p)Dependency refines \(p)Dependency\(c)): give \(asked.count == 1 ? "it" : "them") in the component above \(p)."
            )
        }
        // A stream-style child's struct is made of the component's properties: the extension
        // adds only those the component lacks, and none when it has them all.
        if isStream, forwarded.isEmpty, asked.isEmpty { return }
        let text = ComponentExtensionTemplate(parent: p, child: c).text(
            childViewProperty: viewProperty, forwarded: forwarded + asked, asked: asked, conforms: !isStream)
        componentExtension = FileSetWriter.Change(path: path, contents: text)
    }

    // MARK: - The parent's views

    /// Stubs of `present` and `dismiss` in the classes that adopt the parent's view
    /// controllable, directly or through a protocol that refines it.
    mutating func addPresentationStubs(in sources: inout ModuleSources) throws(ScaffoldError) {
        var protocols: Set<String> = ["\(p)ViewControllable"]
        var grew = true
        while grew {
            let refining = sources.index.declarations.filter {
                $0.kind == "protocol" && !protocols.contains($0.name) && !protocols.isDisjoint(with: $0.inherited)
            }
            grew = !refining.isEmpty
            protocols.formUnion(refining.map(\.name))
        }
        let adopters = sources.declarations(inheritingAnyOf: protocols).filter { $0.kind != "protocol" }
        var handled: Set<String> = []
        for adopter in adopters where !handled.contains(adopter.name) {
            handled.insert(adopter.name)
            let file = try sources.file(adopter.file)
            guard let block = Self.memberBlock(of: adopter, in: file) else { continue }
            // The type may implement them in any of its declarations.
            var typeBlocks: [MemberBlockSyntax] = []
            for path in Set(sources.index.declarations.filter { $0.name == adopter.name }.map(\.file)) {
                typeBlocks += Self.memberBlocks(in: try sources.file(path)).filter { $0.name == adopter.name }.map(
                    \.block)
            }
            // RIBsTerminal's TerminalViewController already has both, and a stub would be an
            // override the compiler refuses.
            if adopter.inherited.contains("TerminalViewController") {
                notes.append(
                    "\(layout.relative(adopter.file)):\(adopter.line): \(adopter.name) shows \(c)'s view with TerminalViewController's present(_:) and dismiss(_:)."
                )
                continue
            }
            let hasPresent = typeBlocks.contains { Self.declaresFunction("present", in: $0) }
            let hasDismiss = typeBlocks.contains { Self.declaresFunction("dismiss", in: $0) }
            if hasPresent, hasDismiss { continue }
            let indent = file.edits.indentation(of: block.leftBrace.positionAfterSkippingLeadingTrivia) + "    "
            // RIBsUIKit's view controllers present as UIKit does; others get a stub to fill.
            let isUIKit = adopter.inherited.contains {
                $0 == "RIBViewController" || $0.hasPrefix("RIBHostingController")
            }
            var lines: [String] = []
            if !hasPresent {
                lines += [
                    "\(indent)func present(_ viewController: any ViewControllable) {",
                    isUIKit
                        ? "\(indent)    present(viewController.uiviewController, animated: true)"
                        : "\(indent)    // TODO: Show viewController's view over this one (\(c)'s, when \(p) routes to it).",
                    "\(indent)}",
                ]
            }
            if !hasDismiss {
                if !lines.isEmpty { lines.append("") }
                lines += ["\(indent)func dismiss(_ viewController: any ViewControllable) {"]
                lines +=
                    isUIKit
                    ? [
                        "\(indent)    // Asked of its presenter, it goes with what it presents; pulled down already, nothing.",
                        "\(indent)    viewController.uiviewController.presentingViewController?.dismiss(animated: true)",
                    ] : ["\(indent)    // TODO: Hide viewController's view."]
                lines += ["\(indent)}"]
            }
            try sources.edit(adopter.file) { edits throws(ScaffoldError) in
                edits.appendMembers(lines, to: block)
            }
            notes.append(
                "\(layout.relative(adopter.file)):\(adopter.line): \(adopter.name) shows \(c)'s view: fill in present(_:) and dismiss(_:)."
            )
        }
    }
}
