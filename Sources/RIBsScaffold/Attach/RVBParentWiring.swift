import Foundation
import RIBsSource
import SwiftSyntax

/// Attaching a child of any style under an RVB module (`ribs new --style rvb`), as RVB divides
/// the work: the module's router keeps the child's builder and only builds
/// (`routeTo<Child>(…)` returns the child), and the module's view, which is the module and keeps
/// its node, attaches and detaches it (`present<Child>(…)`, `dismiss<Child>()`) and hears it: it
/// is a classic child's listener, and has a method for each output of a stream-style or RVB
/// child. The child's dependency is made of the module's dependency struct (through a component
/// for a classic child); what the struct lacks, it gains.
struct RVBParentWiring {
    let parent: RIBName
    let child: RIBName
    let childShape: ChildShape
    let layout: PackageLayout
    /// Whether the person may close the child's view: presented, else pushed as the first screen.
    var closable = true
    /// `<Parent>Component+<Child>.swift`, for a classic child.
    var newFiles: [FileSetWriter.Change] = []
    var notes: [ScaffoldMessage] = []

    var p: String { parent.value }
    var c: String { child.value }
    var childProperty: String { child.lowerCamel }
    var builderProperty: String { "\(child.lowerCamel)Builder" }

    mutating func plan(in sources: inout ModuleSources) throws(ScaffoldError) {
        try wireRouter(in: &sources)
        try wireView(in: &sources)
        try steps.passBuilder(in: &sources)
        let (notes, component) = try steps.giveDependency(in: &sources)
        self.notes += notes
        newFiles += [component].compactMap { $0 }
    }

    /// The types of the child's builder and of what the router builds.
    var types: (builder: String, built: String) {
        switch childShape.style {
        case .classic: ("any \(c)Buildable", "any \(c)Routing")
        case .stream: ("\(c)Builder", "BuiltRIB<\(c)Outputs>")
        case .rvb: ("\(c)Builder", "any \(c)Controllable")
        }
    }

    // MARK: - Router

    /// The router keeps the child's builder and builds the child: `routeTo<Child>(…)`.
    mutating func wireRouter(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (router, path) = try sources.declaration(
            "\(p)Router", as: ClassDeclSyntax.self, expected: "final class \(p)Router: Routable")
        if let existing = router.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
            .first(where: { $0.name.text == "routeTo\(c)" })
        {
            throw ScaffoldError(
                "\(sources.place(of: existing, in: path)): \(p)Router already routes to \(c): nothing was written.")
        }
        let indent = try ParentWiring.indentation(ofMembersOf: router, path: path, in: &sources)
        let (builderName, builderType) = (builderProperty, types.builder)
        let passed = childShape.extraParameters.map(ParentWiring.argument)
        var parameters = childShape.extraParameters.map(ParentWiring.parameterText)
        let build: String
        switch childShape.style {
        case .classic:
            parameters.insert("listener: any \(c)Listener", at: 0)
            build = "\(builderName).build(\((["withListener: listener"] + passed).joined(separator: ", ")))"
        case .stream: build = "\(builderName).build(\(passed.joined(separator: ", ")))"
        case .rvb: build = "\(builderName).build(with: \(c)Parameter(\(passed.joined(separator: ", "))))"
        }
        let method = [
            "\(indent)/// Builds \(c), which \(p)'s view attaches.",
            "\(indent)func routeTo\(c)(\(parameters.joined(separator: ", "))) -> \(types.built) {",
            "\(indent)    \(build)",
            "\(indent)}",
        ]
        let initializer = router.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.first
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.prependMembers(["\(indent)private let \(builderName): \(builderType)"], to: router.memberBlock)
            if let initializer, let body = initializer.body {
                let parameters = initializer.signature.parameterClause.parameters
                edits.appendListElement(
                    "\(builderName): \(builderType)", after: parameters.last,
                    hasTrailingComma: parameters.last?.trailingComma != nil,
                    closing: initializer.signature.parameterClause.rightParen)
                edits.insert("\n\(indent)    self.\(builderName) = \(builderName)", at: body.leftBrace.endPosition)
                edits.appendMembers(method, to: router.memberBlock)
            } else {
                edits.appendMembers(
                    [
                        "\(indent)init(\(builderName): \(builderType)) {",
                        "\(indent)    self.\(builderName) = \(builderName)",
                        "\(indent)}",
                        "",
                    ] + method, to: router.memberBlock)
            }
        }
    }

    // MARK: - View

    /// The view attaches the child (`present<Child>`), detaches it (`dismiss<Child>`), and hears it.
    mutating func wireView(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (view, path) = try sources.declaration(
            "\(p)View", as: ClassDeclSyntax.self,
            expected: "final class \(p)View: \(p)Controllable { let node: RIBNode; let router: \(p)Router }")
        guard ParentWiring.declaresProperty("node", in: view.memberBlock),
            ParentWiring.declaresProperty("router", in: view.memberBlock)
        else {
            throw ScaffoldError(
                "\(sources.place(of: view, in: path)): expected \(p)View to keep its node (`let node: RIBNode`) and its router (`let router: \(p)Router`), as ribs new --style rvb writes it."
            )
        }
        if ParentWiring.declaresFunction("present\(c)", in: view.memberBlock) {
            throw ScaffoldError(
                "\(sources.place(of: view, in: path)): \(p)View already presents \(c): nothing was written.")
        }
        let indent = try ParentWiring.indentation(ofMembersOf: view, path: path, in: &sources)
        let implemented = Set(view.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        let built = types.built.hasPrefix("any ") ? "(\(types.built))" : types.built
        let field = "\(indent)private var \(childProperty): \(built)?"
        var members = viewMethods(indent: indent)
        var stubs: [String] = []
        if childShape.style == .classic {
            for method in childShape.listenerMethods where !implemented.contains(method.name.text) {
                stubs +=
                    [""]
                    + ParentWiring.stub(of: method, indent: indent, child: c, parent: p).map {
                        $0.replacingOccurrences(of: "router?.detach\(c)()", with: "dismiss\(c)()")
                    }
            }
        } else {
            for output in childShape.streamOutputs ?? [] where !implemented.contains(output.methodName(child: child)) {
                stubs += [
                    "",
                    "\(indent)func \(output.method(child: child)) {",
                    "\(indent)    // TODO: \(c) tells \(p) this: handle it, such as dismiss\(c)().",
                    "\(indent)}",
                ]
            }
        }
        // A mark only over stubs: a listener without methods gets none.
        if !stubs.isEmpty {
            members +=
                ["", "\(indent)// MARK: - \(childShape.style == .classic ? "\(c)Listener" : "\(c)'s outputs")"] + stubs
        }
        let listener = childShape.style == .classic ? "\(c)Listener" : nil
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.prependMembers([field], to: view.memberBlock)
            if let listener, !ParentWiring.inherits(listener, view.inheritanceClause) {
                edits.addInherited(listener, clause: view.inheritanceClause, after: view.name)
            }
            edits.appendMembers(members, to: view.memberBlock)
        }
    }

    /// `present<Child>(…)` and `dismiss<Child>()`.
    func viewMethods(indent i: String) -> [String] {
        let j = i + "    "
        let passed = childShape.extraParameters.map(ParentWiring.argument)
        let parameters = childShape.extraParameters.map(ParentWiring.parameterText)
        let arguments = (childShape.style == .classic ? ["listener: self"] : []) + passed
        var present = [
            "\(i)func present\(c)(\(parameters.joined(separator: ", "))) {",
            // Built with other values, the child replaces the one shown.
            childShape.extraParameters.isEmpty
                ? "\(j)guard \(childProperty) == nil else { return }" : "\(j)dismiss\(c)()",
            "\(j)let \(childProperty) = router.routeTo\(c)(\(arguments.joined(separator: ", ")))",
            "\(j)self.\(childProperty) = \(childProperty)",
        ]
        let attaching = NodeAttachLines(child: child, shape: childShape, closable: closable).lines(
            childProperty, detach: "dismiss\(c)", hearer: "self", indent: j)
        present += attaching.attach
        var dismiss =
            ["", "\(i)func dismiss\(c)() {", "\(j)guard let \(childProperty) else { return }"] + attaching.detach
        present.append("\(i)}")
        dismiss.append("\(i)}")
        return present + dismiss
    }

    // MARK: - Builder and dependency

    /// The builder's part and the dependency's, as every parent on a dependency struct does them.
    var steps: StructParentSteps {
        StructParentSteps(parent: parent, child: child, childShape: childShape, layout: layout, parentStyle: .rvb)
    }
}
