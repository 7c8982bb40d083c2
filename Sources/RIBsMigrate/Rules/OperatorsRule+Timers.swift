import RIBsSource
import SwiftSyntax

extension OperatorsRule {
    /// `Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)` is the runtime's
    /// `Events<Int>.interval(.seconds(1))` (and `timer` alike): its ticks reach the chain on the
    /// main actor, so the scheduler goes, as an `observe(on:)` naming one does. RxSwift 4's
    /// number of seconds is written `.seconds(…)`.
    func rewriteTimer(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        guard let (time, scheduler, _) = RxTimers.rewrite(of: node), let base = member.base,
            let first = node.arguments.first?.expression
        else { return }
        file.edits.replace(
            base.positionAfterSkippingLeadingTrivia.utf8Offset..<base.endPositionBeforeTrailingTrivia.utf8Offset,
            with: "Events<Int>")
        file.edits.replace(
            first.positionAfterSkippingLeadingTrivia.utf8Offset..<first.endPositionBeforeTrailingTrivia.utf8Offset,
            with: time)
        file.removeArgument(scheduler, in: Array(node.arguments))
        // Written whole here: the type renames leave the base as this rule wrote it.
        file.ownedRanges.append(
            base.positionAfterSkippingLeadingTrivia.utf8Offset..<first.endPositionBeforeTrailingTrivia.utf8Offset)
        file.usesRuntime = true
    }
}
