import SwiftSyntax

/// The `guard let self else { … }` statements a rewrite of the service layer drops: a handler's
/// body moved into a task (or an `async` function) runs with `self` held, so the guard always
/// passes and its `else` never runs (``ClosureInliner`` drops it). Each is a drop the pipeline's
/// check accepts; one whose `else` does more than return (builds a fallback, shows an alert) is
/// named at its line, as code that can no longer run.
enum WeakSelfGuards {
    /// The guards dropped in the closures of `node` that lie in a rewritten range of the file.
    static func dropped(in tree: SourceFileSyntax, rewritten ranges: [Range<Int>]) -> [CodeBlockItemSyntax] {
        guard !ranges.isEmpty else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.ranges = ranges
        finder.walk(tree)
        return finder.found
    }

    /// Whether the `else` of `guard let self` does more than end the closure (`return`, `return
    /// nil`, `return .empty()`, `.never()`, `.just(…)` of a literal).
    static func doesMoreThanReturn(_ item: CodeBlockItemSyntax) -> Bool {
        guard let guardStatement = item.item.as(GuardStmtSyntax.self) else { return false }
        let statements = Array(guardStatement.body.statements)
        guard statements.count == 1, let returned = statements[0].item.as(ReturnStmtSyntax.self) else { return true }
        guard let expression = returned.expression else { return false }
        if expression.is(NilLiteralExprSyntax.self) { return false }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return true }
        return !["empty", "never"].contains(member.declName.baseName.text) || !call.arguments.isEmpty
    }

    private final class Finder: SyntaxVisitor {
        var ranges: [Range<Int>] = []
        var found: [CodeBlockItemSyntax] = []

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            guard ranges.contains(where: { $0.contains(start) }) else { return .visitChildren }
            collect(in: node, outermost: true)
            return .skipChildren
        }

        /// The guards of `closure`'s body, and of the closures inside it that do not capture
        /// `self` weakly themselves (those keep theirs).
        private func collect(in closure: ClosureExprSyntax, outermost: Bool) {
            guard outermost || !ClosureInliner.capturesSelf(closure, as: "weak") else { return }
            for item in closure.statements where ClosureInliner.isGuardLetSelf(item) { found.append(item) }
            for nested in closure.statements.flatMap({ Self.closures(in: Syntax($0)) }) {
                collect(in: nested, outermost: false)
            }
        }

        /// The closures directly inside `node`, not inside another closure.
        private static func closures(in node: Syntax) -> [ClosureExprSyntax] {
            if let closure = node.as(ClosureExprSyntax.self) { return [closure] }
            return node.children(viewMode: .sourceAccurate).flatMap { closures(in: $0) }
        }
    }
}
