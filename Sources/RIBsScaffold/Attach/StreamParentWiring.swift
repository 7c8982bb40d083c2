import Foundation
import RIBsSource
import SwiftSyntax

/// Attaching a child of any style under a stream-style parent (`ribs new --style stream`): the
/// parent's router keeps the child's builder and, while it is attached, the child, which the node
/// attaches and whose view it shows in the parent's view container.
/// - A classic child: the parent's interactor is its listener, with a stub for each of its
///   methods; a component made of the parent's dependency struct meets its dependency protocol.
///   A viewless one shows its children in the parent's view container.
/// - A stream-style child or an RVB module: the parent's interactor hears each of its outputs in
///   a method of its own; the child's dependency struct is made of the parent's.
///
/// What the child's dependency needs and the parent's struct lacks, the struct gains, and the
/// note says to give it where the parent is built.
struct StreamParentWiring {
    let parent: RIBName
    let child: RIBName
    let childShape: ChildShape
    let layout: PackageLayout
    /// Whether the person may close the child's view: it is presented (and, for a classic child,
    /// attached with the router's own detach), else pushed as the first screen of the stack.
    var closable = true
    /// `<Parent>Component+<Child>.swift`.
    var newFiles: [FileSetWriter.Change] = []
    var notes: [ScaffoldMessage] = []

    var p: String { parent.value }
    var c: String { child.value }
    var childProperty: String { child.lowerCamel }
    var builderProperty: String { "\(child.lowerCamel)Builder" }
    var viewless: Bool { childShape.style == .classic && !childShape.ownsView }

    mutating func plan(in sources: inout ModuleSources) throws(ScaffoldError) {
        try wireRouter(in: &sources)
        try wireInteractor(in: &sources)
        try steps.passBuilder(in: &sources)
        let (notes, component) = try steps.giveDependency(in: &sources)
        self.notes += notes
        newFiles += [component].compactMap { $0 }
    }

    // MARK: - Router

    mutating func wireRouter(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (router, path) = try sources.declaration(
            "\(p)Router", as: ClassDeclSyntax.self, expected: "final class \(p)Router { let node: RIBNode }")
        if let existing = router.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
            .first(where: { $0.name.text == "routeTo\(c)" })
        {
            throw ScaffoldError(
                "\(sources.place(of: existing, in: path)): \(p)Router already routes to \(c): nothing was written.")
        }
        guard ParentWiring.declaresProperty("node", in: router.memberBlock),
            let initializer = router.memberBlock.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first(
                where: { $0.signature.parameterClause.parameters.contains { $0.firstName.text == "node" } }),
            let body = initializer.body
        else {
            throw ScaffoldError(
                "\(sources.place(of: router, in: path)): expected \(p)Router to keep `let node: RIBNode` and have init(node:…), as ribs new --style stream writes it."
            )
        }
        let indent = try ParentWiring.indentation(ofMembersOf: router, path: path, in: &sources)
        let statementIndent = try ParentWiring.statementIndentation(of: body, path: path, in: &sources)
        let (builderName, childVariable) = (builderProperty, childProperty)
        let (builderType, childType) = kept
        let methods = routerMethods(indent: indent)
        try sources.edit(path) { edits throws(ScaffoldError) in
            ParentWiring.injectBuilder(
                (builderName, builderType), child: (childVariable, childType),
                into: router, initializer: initializer, body: body, indents: (indent, statementIndent), edits: &edits)
            edits.appendMembers(methods, to: router.memberBlock)
        }
        if childShape.style == .rvb { try ParentWiring.addImport("RVB", to: path, in: &sources) }
    }

    /// The types of the child's builder and of what the router keeps while it is attached.
    var kept: (builder: String, child: String) {
        switch childShape.style {
        case .classic: ("any \(c)Buildable", "(any \(c)Routing)?")
        case .stream: ("\(c)Builder", "BuiltRIB<\(c)Outputs>?")
        case .rvb: ("\(c)Builder", "(any \(c)Controllable)?")
        }
    }

    /// What `routeTo<Child>` takes first: the classic child's listener, or the parent's
    /// interactor, which hears a stream-style or RVB child's outputs.
    var listenerParameter: String {
        childShape.style == .classic ? "listener: any \(c)Listener" : "listener: \(p)Interactor"
    }

    /// `routeTo<Child>(listener:…)` and `detach<Child>()`: the node attaches the child and shows
    /// its view; detaching takes both out. A classic child's `detach<Child>()` runs too when the
    /// person closes the view; a stream-style or RVB child's field is cleared however it goes.
    func routerMethods(indent i: String) -> [String] {
        let j = i + "    "
        let parameters = [listenerParameter] + childShape.extraParameters.map(ParentWiring.parameterText)
        let passed = childShape.extraParameters.map(ParentWiring.argument)
        var route = [
            "\(i)func routeTo\(c)(\(parameters.joined(separator: ", "))) {",
            // Built with other values, the child replaces the one shown.
            childShape.extraParameters.isEmpty
                ? "\(j)guard \(childProperty) == nil else { return }" : "\(j)detach\(c)()",
        ]
        let build: String
        switch childShape.style {
        case .classic:
            build = "\(builderProperty).build(\((["withListener: listener"] + passed).joined(separator: ", ")))"
        case .stream: build = "\(builderProperty).build(\(passed.joined(separator: ", ")))"
        case .rvb: build = "\(builderProperty).build(with: \(c)Parameter(\(passed.joined(separator: ", "))))"
        }
        route += ["\(j)let \(childProperty) = \(build)", "\(j)self.\(childProperty) = \(childProperty)"]
        let attaching = NodeAttachLines(child: child, shape: childShape, closable: closable).lines(
            childProperty, detach: "detach\(c)", hearer: "listener", indent: j)
        route += attaching.attach
        var detach =
            ["", "\(i)func detach\(c)() {", "\(j)guard let \(childProperty) else { return }"] + attaching.detach
        route.append("\(i)}")
        detach.append("\(i)}")
        return route + detach
    }

    // MARK: - Interactor

    /// The parent's interactor becomes a classic child's listener, with a stub for each of its
    /// methods, or gets a method for each of a stream-style or RVB child's outputs.
    mutating func wireInteractor(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (interactor, path) = try sources.declaration(
            "\(p)Interactor", as: ClassDeclSyntax.self, expected: "final class \(p)Interactor")
        let indent = try ParentWiring.indentation(ofMembersOf: interactor, path: path, in: &sources)
        let implemented = Set(
            interactor.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        var stubs: [String]
        if childShape.style == .classic {
            stubs = ["\(indent)// MARK: - \(c)Listener"]
            for method in childShape.listenerMethods where !implemented.contains(method.name.text) {
                stubs += [""] + ParentWiring.stub(of: method, indent: indent, child: c, parent: p)
            }
        } else {
            stubs = ["\(indent)// MARK: - \(c)'s outputs"]
            for output in childShape.streamOutputs ?? [] where !implemented.contains(output.methodName(child: child)) {
                stubs += [
                    "",
                    "\(indent)func \(output.method(child: child)) {",
                    "\(indent)    // TODO: \(c) tells \(p) this: handle it, such as router.detach\(c)().",
                    "\(indent)}",
                ]
            }
        }
        let listener = childShape.style == .classic ? "\(c)Listener" : nil
        try sources.edit(path) { edits throws(ScaffoldError) in
            if let listener, !ParentWiring.inherits(listener, interactor.inheritanceClause) {
                edits.addInherited(listener, clause: interactor.inheritanceClause, after: interactor.name)
            }
            if stubs.count > 1 { edits.appendMembers(stubs, to: interactor.memberBlock) }
        }
    }

    // MARK: - Builder and dependency

    /// The builder's part and the dependency's, as every parent on a dependency struct does them.
    var steps: StructParentSteps {
        StructParentSteps(parent: parent, child: child, childShape: childShape, layout: layout, parentStyle: .stream)
    }
}
