import SwiftSyntax

/// Uses of a service function that became `async throws` which the codemod did not rewrite:
/// each is named, as it no longer compiles as it is.
final class ServiceCallsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .serviceCalls,
            summary:
                "a call of a service function that became `async throws`, used where the rewrite could not reach it, is named",
            recipes: [.unawaitedAsync, .sharedAsyncName],
            examples: examples)
    }

    /// `repository.user(id: "me").asObservable()`: a call used as an Rx value (chained on,
    /// returned, passed). A call made as a statement of its own is another function of the same
    /// name (`stream.update(with:)`), since a `Single` that nobody subscribes to does nothing.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.asyncFunctions.isEmpty, let key = FunctionKey(node), file.asyncFunctions[key] != nil,
            !Self.isAwaited(Syntax(node)), let parent = node.parent,
            !parent.is(CodeBlockItemSyntax.self) || Self.isClosureResult(parent)
        else { return .visitChildren }
        // A call whose value is used, not chained on, of a name a plain function shares is
        // likelier that function's (`let isMine = compare.execute(with: id)`): said in a note.
        if file.sharedAsyncNames.contains(key), parent.as(MemberAccessExprSyntax.self)?.base?.id != Syntax(node).id {
            file.leave(node, construct: "\(key)", recipe: .sharedAsyncName, note: true)
            return .visitChildren
        }
        file.leave(node, construct: "\(key), now async throws,", recipe: .unawaitedAsync)
        return .visitChildren
    }

    /// `flatMap(repository.update(with:))`: a function that became `async` passed as a value.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard !file.asyncFunctions.isEmpty, let key = FunctionKey(reference: ExprSyntax(node)),
            file.asyncFunctions[key] != nil,
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id
        else { return .visitChildren }
        file.leave(node, construct: "\(key), now async throws,", recipe: .unawaitedAsync)
        return .visitChildren
    }

    private static func isAwaited(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(AwaitExprSyntax.self) { return true }
            if node.is(CodeBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The only statement of a closure: what it returns.
    private static func isClosureResult(_ item: Syntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        return list.parent?.is(ClosureExprSyntax.self) == true
    }
}

extension ServiceCallsRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .leaves(
                #"""
                import RxSwift

                protocol ProfileRepository {
                    func profile(id: String) -> Single<String>
                }

                final class ProfileCache {
                    private let repository: ProfileRepository

                    init(repository: ProfileRepository) {
                        self.repository = repository
                    }

                    func names(for ids: Observable<String>) -> Observable<String> {
                        ids.flatMap(repository.profile(id:))
                    }
                }
                """#,
                named: ["import RxSwift", "profile(id:), now async throws,"])
        ]
    }
}
