import Foundation
import RIBsSource
import SwiftSyntax

/// `ribs attach CHILD --to PARENT --at-start`: the parent attaches the child as it starts (a
/// launch RIB's first screen, a viewless child that works beside the parent's screen), and the
/// parent's tests expect it there.
///
/// - A classic parent's router routes in `didLoad()`, which the router calls once, when it is
///   attached (or launched): Uber's place for a first child.
/// - A stream-style parent's builder routes once it has made the router and the interactor.
/// - An RVB module's view presents the child at the end of its initializer.
struct AttachAtStart {
    let parent: RIBName
    let child: RIBName
    let childShape: ChildShape
    let parentStyle: ChildShape.Style

    private var p: String { parent.value }
    private var c: String { child.value }

    /// Writes the call where the parent starts.
    func route(in sources: inout ModuleSources) throws(ScaffoldError) {
        guard childShape.extraParameters.isEmpty else {
            let (routing, path) = try sources.declaration(
                "\(c)Builder", as: DeclSyntax.self, expected: "the builder of \(c)")
            throw ScaffoldError(
                "\(sources.place(of: routing, in: path)): \(c) is built with values (\(childShape.extraParameters.map(ParentWiring.parameterText).joined(separator: ", "))), which nothing has when \(p) starts: attach it without --at-start and route to it where the values are known."
            )
        }
        switch parentStyle {
        case .classic: try routeInDidLoad(&sources)
        case .stream: try routeInBuilder(&sources)
        case .rvb: try presentInInitializer(&sources)
        }
    }

    /// `routeTo<Child>()` in the router's `didLoad()`, written if the router has none.
    private func routeInDidLoad(_ sources: inout ModuleSources) throws(ScaffoldError) {
        let (router, path) = try sources.declaration(
            "\(p)Router", as: ClassDeclSyntax.self, expected: "final class \(p)Router")
        let indent = try ParentWiring.indentation(ofMembersOf: router, path: path, in: &sources)
        let didLoad = router.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.text == "didLoad" }
        let call = "routeTo\(c)()"
        try sources.edit(path) { edits throws(ScaffoldError) in
            if let body = didLoad?.body {
                edits.appendStatements(["\(indent)    \(call)"], to: body)
            } else {
                edits.appendMembers(
                    [
                        "\(indent)/// What \(p) attaches as it starts.",
                        "\(indent)override func didLoad() {",
                        "\(indent)    super.didLoad()",
                        "\(indent)    \(call)",
                        "\(indent)}",
                    ], to: router.memberBlock)
            }
        }
    }

    /// `router.routeTo<Child>(listener: interactor)` in the builder, once both are made.
    private func routeInBuilder(_ sources: inout ModuleSources) throws(ScaffoldError) {
        let (builder, path) = try sources.declaration(
            "\(p)Builder", as: StructDeclSyntax.self, expected: "struct \(p)Builder")
        guard
            let build = builder.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "build" }), let body = build.body,
            let interactor = ParentWiring.call(of: "\(p)Interactor", in: body),
            let statement = interactor.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) })
        else {
            throw ScaffoldError(
                "\(sources.place(of: builder, in: path)): expected \(p)Builder.build to make the interactor (\(p)Interactor(…)), after which it routes to \(c) as \(p) starts."
            )
        }
        let indent = try ParentWiring.statementIndentation(of: body, path: path, in: &sources)
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.insert(
                "\n\(indent)router.routeTo\(c)(listener: interactor)", at: statement.endPositionBeforeTrailingTrivia)
        }
    }

    /// `present<Child>()` at the end of the module's view's initializer.
    private func presentInInitializer(_ sources: inout ModuleSources) throws(ScaffoldError) {
        let (view, path) = try sources.declaration(
            "\(p)View", as: ClassDeclSyntax.self, expected: "final class \(p)View")
        guard
            let body = view.memberBlock.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first?.body
        else {
            throw ScaffoldError(
                "\(sources.place(of: view, in: path)): expected \(p)View to have an initializer, at whose end it presents \(c) as \(p) starts."
            )
        }
        let indent = try ParentWiring.statementIndentation(of: body, path: path, in: &sources)
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.appendStatements(["\(indent)present\(c)()"], to: body)
        }
    }
}
