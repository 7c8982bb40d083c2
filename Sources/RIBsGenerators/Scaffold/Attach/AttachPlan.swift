import Foundation
import SwiftSyntax

/// What `ribs attach CHILD --to PARENT` changes, decided before anything is written: every step
/// the seed article does by hand to wire Login to CreateAccount, as edits of the parent's files
/// and one new file.
///
/// - The child's builder is injected into the parent's router and built in the parent's builder.
/// - `routeTo<Child>()` and `detach<Child>()` go into the parent's routing protocol and router,
///   with the article's guard against building twice.
/// - The parent's interactable conforms to the child's listener; its interactor gets a stub for
///   each of the listener's methods.
/// - A component extension gives the child its dependency (`<Parent>Component+<Child>.swift`).
/// - For a child with a view, the parent's view controllable gets `present` and `dismiss`, and
///   the classes that adopt it get stubs.
///
/// A stream-style child under a classic parent (`ParentWiring+StreamChild`) is kept by the
/// router as its `BuiltRIB` with a subscription for each output, which the router hands to a
/// method of the parent's interactable; the builder makes its dependency struct.
///
/// The user's text is kept as written except where lines are inserted (and an `override` that
/// no longer overrides is dropped). A parent that does not have the expected shape stops the
/// plan with the file, the line and what was expected.
package struct AttachPlan {
    /// The files to write: edited ones and the new component extension.
    package let changes: [FileSetWriter.Change]
    /// What the user should do next.
    package let notes: [ScaffoldMessage]

    /// The plan for attaching `child` to `parent`; with `actionable`, the parent's
    /// `routeTo<Child>()` returns the child's actionable item (see `ParentWiring+Actionable`).
    package init(child: RIBName, parent: RIBName, layout: PackageLayout, actionable: Bool = false)
        throws(ScaffoldError)
    {
        guard child != parent else {
            throw ScaffoldError("\(child) cannot be attached to itself: name another parent.")
        }
        var sources = ModuleSources(layout: layout)
        let childStyle = Self.otherStyle(of: child, in: sources.index)
        let parentStyle = Self.otherStyle(of: parent, in: sources.index)
        // A stream-style child under a classic parent, and a classic child under a stream-style
        // parent, are wired in the parent's files; RVB modules are attached in code, which the
        // message shows.
        let streamChild = childStyle?.name == Self.streamStyle && parentStyle == nil
        let streamParent = parentStyle?.name == Self.streamStyle && childStyle == nil
        for (name, style) in [(child, childStyle), (parent, parentStyle)] where !streamChild && !streamParent {
            guard let style else { continue }
            throw ScaffoldError(
                "\(layout.relative(style.declaration.file)):\(style.declaration.line): \(name) is \(style.name); ribs attach wires classic and stream-style RIBs. Attach it in code: \(style.howTo)."
            )
        }
        if streamChild || streamParent, actionable, let style = childStyle ?? parentStyle {
            let name = streamChild ? child : parent
            throw ScaffoldError(
                "\(layout.relative(style.declaration.file)):\(style.declaration.line): \(name) is a stream-style RIB, which has no actionable item for a workflow: attach without --actionable."
            )
        }
        let childShape =
            try streamChild ? ChildShape(streamStyle: child, in: &sources) : ChildShape(child, in: &sources)
        var changes: [FileSetWriter.Change]
        var notes: [ScaffoldMessage]
        if streamParent {
            var wiring = StreamParentWiring(parent: parent, child: child, childShape: childShape, layout: layout)
            try wiring.plan(in: &sources)
            (changes, notes) = (sources.changes + wiring.newFiles, wiring.notes)
        } else {
            var wiring = ParentWiring(
                parent: parent, child: child, childShape: childShape, layout: layout,
                generatedDependencies: layout.generatesDependencies, actionable: actionable)
            try wiring.plan(in: &sources)
            changes = sources.changes + [wiring.componentExtension].compactMap { $0 } + wiring.newFiles
            notes = wiring.notes
        }
        // The parent's router tests (a stream-style parent's tests) route to the child and
        // detach it.
        let routerTests = layout.tests + "/\(parent)/\(parent)\(streamParent ? "" : "Router")Tests.swift"
        if let text = try? String(contentsOfFile: routerTests, encoding: .utf8) {
            let test = ParentRouterTest(
                parent: parent, child: child, routeArguments: Self.testArguments(childShape.extraParameters),
                actionable: actionable, streamParent: streamParent)
            let (updated, missing) = test.adding(to: text)
            if let updated {
                changes.append(FileSetWriter.Change(path: routerTests, contents: updated))
            } else if let missing {
                notes.append(
                    "\(layout.relative(routerTests)) gets no test of \(child): \(missing); add one there that routes to \(child) and detaches it."
                )
            }
        }
        self.changes = changes
        self.notes = notes
    }

    /// The arguments a test passes to `routeTo<Child>(…)`: a value for each build parameter
    /// (`rideID: "rideID"`); `nil` when a type has none a test can write.
    static func testArguments(_ parameters: [FunctionParameterSyntax]) -> String? {
        var arguments: [String] = []
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            guard let value = BuilderParameter(name: name, type: type).testValue(mockable: []) else { return nil }
            let label = parameter.firstName.text
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        return arguments.joined(separator: ", ")
    }
}

extension AttachPlan {
    static let streamStyle = "a stream-style RIB"

    /// Whether `name` is a stream-style RIB or an RVB module, which a parent attaches in code.
    static func otherStyle(of name: RIBName, in index: DeclarationIndex) -> (
        name: String, howTo: String, declaration: DeclarationIndex.Declaration
    )? {
        if let outputs = index.first(named: "\(name)Outputs"), index.first(named: "\(name)Buildable") == nil {
            return (
                streamStyle,
                "node.attach(\(name)Builder(dependency: …).build(), as: .push) { outputs, attachment in … }", outputs
            )
        }
        if let contract = index.first(named: "\(name)Controllable"), contract.kind == "protocol" {
            return ("an RVB module", "node.attach(module: builder.build(with: parameter), as: .push)", contract)
        }
        return nil
    }
}
