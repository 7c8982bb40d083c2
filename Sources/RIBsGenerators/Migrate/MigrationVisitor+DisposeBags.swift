import SwiftSyntax

/// An interactor's or a worker's `DisposeBag`: Rx disposes what it holds when its owner is
/// freed, and the runtime's ``SubscriptionBag`` cancels what it holds then too, so the bag and
/// its `disposed(by:)` lines keep Rx's timing as `SubscriptionBag` and `cancelled(by:)`.
///
/// All or nothing in a file: only where every `disposed(by:)` ends a subscription to a stream
/// that becomes `Events` (a relay's, a property's) does the file's bag change; a bag that also
/// holds what stays Rx (an RxCocoa binding, a `Single`'s subscription) stays a `DisposeBag`,
/// named, as a person decides where that work ends.
extension MigrationVisitor {
    /// Decides ``convertsDisposeBags`` for the file, before its walk.
    func decideDisposeBags(_ node: SourceFileSyntax) {
        guard !keepsRxStreams else { return }
        let finder = DisposedCalls(viewMode: .sourceAccurate)
        finder.walk(node)
        convertsDisposeBags =
            !finder.subscriptions.isEmpty
            && finder.subscriptions.allSatisfy { subscription in
                guard let call = subscription?.as(FunctionCallExprSyntax.self),
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    ["subscribe", "bind"].contains(member.declName.baseName.text)
                else { return false }
                return streamKind(of: member.base) == .events
            }
    }
}

/// What each `disposed(by:)` of a file ends: the call it is made on (`nil` when it is not made
/// on one).
private final class DisposedCalls: SyntaxVisitor {
    var subscriptions: [ExprSyntax?] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "disposed", node.arguments.first?.label?.text == "by"
        {
            subscriptions.append(member.base)
        }
        return .visitChildren
    }
}
