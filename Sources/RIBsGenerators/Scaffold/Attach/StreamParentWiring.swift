import Foundation
import SwiftSyntax

/// Attaching a classic child under a stream-style parent (`ribs new --style stream`): the
/// parent's router keeps the child's builder and, while it is attached, its router, which the
/// node attaches and whose view it shows (`node.attach(router, as: .present)`); the parent's
/// interactor is the child's listener, with a stub for each of its methods; a component made of
/// the parent's dependency struct meets the child's dependency protocol.
struct StreamParentWiring {
    let parent: RIBName
    let child: RIBName
    let childShape: ChildShape
    let layout: PackageLayout
    /// `<Parent>Component+<Child>.swift`.
    var newFiles: [FileSetWriter.Change] = []
    var notes: [ScaffoldMessage] = []

    var p: String { parent.value }
    var c: String { child.value }
    var childProperty: String { child.lowerCamel }
    var builderProperty: String { "\(child.lowerCamel)Builder" }

    mutating func plan(in sources: inout ModuleSources) throws(ScaffoldError) {
        guard childShape.ownsView else {
            let (routing, path) = try sources.declaration(
                "\(c)Routing", as: ProtocolDeclSyntax.self, expected: "protocol \(c)Routing")
            throw ScaffoldError(
                "\(sources.place(of: routing, in: path)): \(c) is viewless: it shows its children in its parent's view, which a stream-style parent keeps in its view container. Give \(c) a view (ribs new \(c) --view), or attach it in code (Choosing a style: Mixing them)."
            )
        }
        try wireRouter(in: &sources)
        try wireInteractor(in: &sources)
        try wireBuilder(in: &sources)
        try planComponent(in: &sources)
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
        let (childName, builderName, childVariable) = (c, builderProperty, childProperty)
        let methods = routerMethods(indent: indent)
        try sources.edit(path) { edits throws(ScaffoldError) in
            ParentWiring.injectBuilder(
                (builderName, "any \(childName)Buildable"), child: (childVariable, "(any \(childName)Routing)?"),
                into: router, initializer: initializer, body: body, indents: (indent, statementIndent), edits: &edits)
            edits.appendMembers(methods, to: router.memberBlock)
        }
    }

    /// `routeTo<Child>(listener:…)` and `detach<Child>()`: the node attaches the child's router
    /// and presents its view, and detaching takes both out; `detach<Child>()` runs too when the
    /// person closes the view.
    func routerMethods(indent i: String) -> [String] {
        let j = i + "    "
        let parameters = ["listener: any \(c)Listener"] + childShape.extraParameters.map(ParentWiring.parameterText)
        let arguments = ["withListener: listener"] + childShape.extraParameters.map(ParentWiring.argument)
        return [
            "\(i)func routeTo\(c)(\(parameters.joined(separator: ", "))) {",
            // Built with other values, the child replaces the one shown.
            childShape.extraParameters.isEmpty
                ? "\(j)guard \(childProperty) == nil else { return }" : "\(j)detach\(c)()",
            "\(j)let \(childProperty) = \(builderProperty).build(\(arguments.joined(separator: ", ")))",
            "\(j)self.\(childProperty) = \(childProperty)",
        ]
            + ParentWiring.attachClosing(
                "node.attach", "\(childProperty), as: .present", detach: "detach\(c)", indent: j)
            + [
                "\(i)}",
                "",
                "\(i)func detach\(c)() {",
                "\(j)guard let \(childProperty) else { return }",
                "\(j)self.\(childProperty) = nil",
                "\(j)node.detachChild(\(childProperty))",
                "\(i)}",
            ]
    }

    // MARK: - Interactor

    /// The parent's interactor becomes the child's listener, with a stub for each method.
    mutating func wireInteractor(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (interactor, path) = try sources.declaration(
            "\(p)Interactor", as: ClassDeclSyntax.self, expected: "final class \(p)Interactor")
        let indent = try ParentWiring.indentation(ofMembersOf: interactor, path: path, in: &sources)
        let implemented = Set(
            interactor.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        var stubs = ["\(indent)// MARK: - \(c)Listener"]
        for method in childShape.listenerMethods where !implemented.contains(method.name.text) {
            stubs += [""] + ParentWiring.stub(of: method, indent: indent, child: c, parent: p)
        }
        let listener = "\(c)Listener"
        try sources.edit(path) { edits throws(ScaffoldError) in
            if !ParentWiring.inherits(listener, interactor.inheritanceClause) {
                edits.addInherited(listener, clause: interactor.inheritanceClause, after: interactor.name)
            }
            if stubs.count > 1 { edits.appendMembers(stubs, to: interactor.memberBlock) }
        }
    }

    // MARK: - Builder

    /// The parent's builder gives its router the child's builder, on the component.
    mutating func wireBuilder(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (builder, path) = try sources.declaration(
            "\(p)Builder", as: StructDeclSyntax.self, expected: "struct \(p)Builder { func build(…) -> BuiltRIB<…> }")
        guard
            let build = builder.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "build" }), let body = build.body,
            let routerCall = ParentWiring.call(of: "\(p)Router", in: body)
        else {
            throw ScaffoldError(
                "\(sources.place(of: builder, in: path)): expected \(p)Builder.build to make the router with \(p)Router(node: …), as ribs new --style stream writes it."
            )
        }
        let argument = "\(builderProperty): \(c)Builder(dependency: \(p)\(c)Component(dependency: dependency))"
        try sources.edit(path) { edits throws(ScaffoldError) in
            let arguments = routerCall.arguments
            edits.appendListElement(
                argument, after: arguments.last, hasTrailingComma: arguments.last?.trailingComma != nil,
                closing: routerCall.rightParen ?? routerCall.lastToken(viewMode: .sourceAccurate)!)
        }
    }

    // MARK: - Component

    /// `<Parent><Child>Component`, in `<Parent>Component+<Child>.swift`: it meets the child's
    /// dependency protocol with the parent's dependency struct's values; what the struct lacks
    /// it gains, and the note says to give it where the parent is built.
    mutating func planComponent(in sources: inout ModuleSources) throws(ScaffoldError) {
        let (dependency, dependencyPath) = try sources.declaration(
            "\(p)Dependency", as: StructDeclSyntax.self, expected: "struct \(p)Dependency")
        let file = (dependencyPath as NSString).deletingLastPathComponent + "/\(p)Component+\(c).swift"
        if FileManager.default.fileExists(atPath: file) {
            throw ScaffoldError("\(layout.relative(file)) already exists: nothing was written.")
        }
        let has = Set(ChildShape.memberwiseProperties(of: dependency.memberBlock).map(\.name))
        let missing = childShape.dependencyProperties.filter { !has.contains($0.name) }
        if !missing.isEmpty {
            let indent = try ParentWiring.indentation(ofMembersOf: dependency, path: dependencyPath, in: &sources)
            try sources.edit(dependencyPath) { edits throws(ScaffoldError) in
                edits.appendMembers(missing.map { "\(indent)let \($0.name): \($0.type)" }, to: dependency.memberBlock)
            }
            notes.append(
                "\(p)Dependency now has \(missing.map(\.name).joined(separator: ", ")), which \(c) needs: give \(missing.count == 1 ? "it" : "them") where \(p) is built (\(p)Dependency(…))."
            )
        }
        var members = [
            "    private let \(parent.lowerCamel): \(p)Dependency",
            "",
            "    init(dependency: \(p)Dependency) {",
            "        \(parent.lowerCamel) = dependency",
            "        super.init(dependency: EmptyComponent())",
            "    }",
        ]
        for property in childShape.dependencyProperties {
            members += [
                "", "    var \(property.name): \(property.type) {", "        \(parent.lowerCamel).\(property.name)",
                "    }",
            ]
        }
        let text = """
            import RIBs

            /// \(p)'s scope for \(c), a classic RIB under a stream-style one: \(p)'s dependency
            /// gives what \(c)'s dependency asks.
            final class \(p)\(c)Component: Component<any EmptyDependency>, \(c)Dependency {
            \(members.joined(separator: "\n"))
            }

            """
        newFiles.append(FileSetWriter.Change(path: file, contents: text))
    }
}
