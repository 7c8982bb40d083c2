import Foundation
import RIBsSource
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
    /// `closable` says whether the person may close the child's view (a back key, a sheet pulled
    /// down); by default they may, unless the parent is a launch RIB, whose children take the
    /// place of its first screen.
    ///
    /// With `atStart`, the parent attaches the child as it starts (``AttachAtStart``), and its tests
    /// expect it there; such a child takes the place of the parent's content, and is not closable
    /// by default either.
    package init(
        child: RIBName, parent: RIBName, layout: PackageLayout, actionable: Bool = false, closable: Bool? = nil,
        atStart: Bool = false
    ) throws(ScaffoldError) {
        guard child != parent else {
            throw ScaffoldError("\(child) cannot be attached to itself: name another parent.")
        }
        var sources = ModuleSources(layout: layout)
        let childStyle = Self.style(of: child, in: sources.index)
        let parentStyle = Self.style(of: parent, in: sources.index)
        if actionable, let style = [childStyle, parentStyle].compactMap({ $0 }).first {
            let name = childStyle != nil ? child : parent
            throw ScaffoldError(
                "\(layout.relative(style.declaration.file)):\(style.declaration.line): \(name) is \(style.name), which has no actionable item for a workflow: attach without --actionable (ribs new workflow waits for it on the tree)."
            )
        }
        let childShape: ChildShape =
            switch childStyle?.style {
            case nil, .classic: try ChildShape(child, in: &sources)
            case .stream: try ChildShape(streamStyle: child, in: &sources)
            case .rvb: try ChildShape(rvb: child, in: &sources)
            }
        let closable = closable ?? !(atStart || Self.isLaunch(parent, in: sources.index))
        let startsWith = AttachAtStart(
            parent: parent, child: child, childShape: childShape, parentStyle: parentStyle?.style ?? .classic)
        var changes: [FileSetWriter.Change]
        var notes: [ScaffoldMessage]
        switch parentStyle?.style {
        case .stream:
            var wiring = StreamParentWiring(
                parent: parent, child: child, childShape: childShape, layout: layout, closable: closable)
            try wiring.plan(in: &sources)
            if atStart { try startsWith.route(in: &sources) }
            (changes, notes) = (sources.changes + wiring.newFiles, wiring.notes)
        case .rvb:
            var wiring = RVBParentWiring(
                parent: parent, child: child, childShape: childShape, layout: layout, closable: closable)
            try wiring.plan(in: &sources)
            if atStart { try startsWith.route(in: &sources) }
            (changes, notes) = (sources.changes + wiring.newFiles, wiring.notes)
        case nil, .classic:
            var wiring = ParentWiring(
                parent: parent, child: child, childShape: childShape, layout: layout,
                generatedDependencies: layout.generatesDependencies, actionable: actionable, closable: closable)
            try wiring.plan(in: &sources)
            if atStart { try startsWith.route(in: &sources) }
            changes = sources.changes + [wiring.componentExtension].compactMap { $0 } + wiring.newFiles
            notes = wiring.notes
        }
        // The parent's tests route to the child, detach it, and close it as the person would.
        let testFile = parentStyle == nil ? "\(parent)RouterTests.swift" : "\(parent)Tests.swift"
        let routerTests = layout.tests + "/\(parent)/\(testFile)"
        // The file as edited already (a parent's dependency struct that gained values), else as it is.
        let edited = changes.firstIndex { $0.path == routerTests }
        if let text = edited.map({ changes[$0].contents })
            ?? (try? String(contentsOfFile: routerTests, encoding: .utf8))
        {
            let test = ParentRouterTest(
                parent: parent, child: child, routeArguments: Self.testArguments(childShape.extraParameters),
                actionable: actionable, parentStyle: parentStyle?.style ?? .classic, childStyle: childShape.style,
                closable: closable && childShape.ownsView, atStart: atStart)
            var (updated, missing) = test.adding(to: text)
            if let added = updated {
                // The children the parent attaches as it starts are there in every test.
                let tree = ExpectedTreeEdit.firstTree(in: added)?.lines ?? []
                updated = ExpectedTreeEdit.children(of: tree).reduce(added) {
                    ExpectedTreeEdit.acknowledging($1, in: $0, after: 1)
                }
                if atStart, let withChild = updated {
                    updated = ExpectedTreeEdit.acknowledging(child.value, in: withChild, after: 1)
                }
            }
            if let updated {
                if let edited { changes.remove(at: edited) }
                changes.append(FileSetWriter.Change(path: routerTests, contents: updated))
            } else if let missing {
                notes.append(
                    "\(layout.relative(routerTests)) gets no test of \(child): \(missing); add one there that routes to \(child) and detaches it."
                )
            }
        }
        if atStart {
            notes += Self.expectAtStart(child, of: childShape, below: parent, layout: layout, in: &changes)
        }
        self.changes = changes
        self.notes = notes
    }

    /// The first test of every test file whose tree shows `parent` (its own, its ancestors')
    /// expects `child` below it, with the work the child's own test declares running; returns
    /// a note when the parent's own test file has no tree to edit.
    static func expectAtStart(
        _ child: RIBName, of shape: ChildShape, below parent: RIBName, layout: PackageLayout,
        in changes: inout [FileSetWriter.Change]
    ) -> [ScaffoldMessage] {
        let own = layout.tests + "/\(child)/\(child)\(shape.style == .classic ? "RouterTests" : "Tests").swift"
        let (tree, running) = ExpectedTreeEdit.ownTree(
            of: child.value, in: try? String(contentsOfFile: own, encoding: .utf8))
        var edited = false
        for path in SwiftFiles.under(layout.tests) ?? [] {
            let index = changes.firstIndex { $0.path == path }
            guard
                let text = index.map({ changes[$0].contents }) ?? (try? String(contentsOfFile: path, encoding: .utf8)),
                let updated = ExpectedTreeEdit.expecting(tree, below: parent.value, running: running, in: text)
            else { continue }
            if let index { changes.remove(at: index) }
            changes.append(FileSetWriter.Change(path: path, contents: updated))
            edited = edited || path.hasSuffix("/\(parent)RouterTests.swift") || path.hasSuffix("/\(parent)Tests.swift")
        }
        return edited
            ? []
            : [
                "\(parent)'s tests expect no tree ribs attach can read: expect \(child) below \(parent) in its first test."
            ]
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
    /// Whether `name` is a stream-style RIB or an RVB module (`nil`: a classic RIB).
    static func style(of name: RIBName, in index: DeclarationIndex) -> (
        style: ChildShape.Style, name: String, declaration: DeclarationIndex.Declaration
    )? {
        if let outputs = index.first(named: "\(name)Outputs"), index.first(named: "\(name)Buildable") == nil {
            return (.stream, "a stream-style RIB", outputs)
        }
        if let contract = index.first(named: "\(name)Controllable"), contract.kind == "protocol" {
            return (.rvb, "an RVB module", contract)
        }
        return nil
    }

    /// Whether `name` is a launch RIB: the root of a tree, whose router is a `LaunchRouter`.
    static func isLaunch(_ name: RIBName, in index: DeclarationIndex) -> Bool {
        index.first(named: "\(name)Router")?.inherited.contains("LaunchRouter") == true
    }
}
