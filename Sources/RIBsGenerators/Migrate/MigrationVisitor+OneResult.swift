import SwiftSyntax

/// Uses of a service function that became `async throws` which the codemod did not rewrite:
/// each is named, as it no longer compiles as it is.
extension MigrationVisitor {
    /// `repository.user(id: "me").asObservable()`: a call used as an Rx value (chained on,
    /// returned, passed). A call made as a statement of its own is another function of the same
    /// name (`stream.update(with:)`), since a `Single` that nobody subscribes to does nothing.
    func nameUnawaitedCall(_ node: FunctionCallExprSyntax) {
        guard !asyncFunctions.isEmpty, let key = FunctionKey(node), asyncFunctions[key] != nil,
            !isAwaited(Syntax(node)), let parent = node.parent,
            !parent.is(CodeBlockItemSyntax.self) || isClosureResult(parent)
        else { return }
        leaveToPerson(node, construct: "\(key), now async throws,", recipe: "unawaitedAsync")
    }

    /// `flatMap(repository.update(with:))`: a function that became `async` passed as a value.
    func nameUnawaitedReference(_ node: MemberAccessExprSyntax) {
        guard !asyncFunctions.isEmpty, let key = FunctionKey(reference: ExprSyntax(node)), asyncFunctions[key] != nil,
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != Syntax(node).id
        else { return }
        leaveToPerson(node, construct: "\(key), now async throws,", recipe: "unawaitedAsync")
    }

    /// `try await Single.create { … }.value`: a bridge the service-layer rewrite wrote and named
    /// already, whose `Single` is no longer the function's result.
    func isAwaitedThroughValue(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self) {
            if let member = node.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "value",
                member.parent?.is(AwaitExprSyntax.self) == true
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    private func isAwaited(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(AwaitExprSyntax.self) { return true }
            if node.is(CodeBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The only statement of a closure: what it returns.
    private func isClosureResult(_ item: Syntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        return list.parent?.is(ClosureExprSyntax.self) == true
    }
}
