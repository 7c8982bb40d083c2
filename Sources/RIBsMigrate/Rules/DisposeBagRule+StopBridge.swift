import SwiftSyntax

extension DisposeBagRule {
    /// Uber's `disposeOnStop(_:)` on a subscription that stays RxSwift's (a file kept whole, a
    /// stream RxSwift makes, a `Single` the service layer keeps): swift-ribs has
    /// `cancelOnStop(_:)` for its own subscriptions only, so the call stays, through a bridge.
    /// Left alone, it compiled with neither library.
    func bridgeStop(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "disposeOnStop", node.arguments.count == 1,
            node.arguments.first?.label == nil, keepsRxSubscription(member.base)
        else { return }
        file.leave(node, at: member.period, construct: "disposeOnStop(_:)", recipe: .disposeOnStopBridge, note: true)
        bridgesStop = true
    }

    /// Whether the subscription `base` makes stays RxSwift's, so Uber's call that ends it stays
    /// too, through a bridge: the file is kept whole, or its chain is a stream RxSwift makes or
    /// a one result kept on RxSwift.
    func keepsRxSubscription(_ base: ExprSyntax?) -> Bool {
        file.keepsRxStreams
            || (file.importsRx
                && (file.isRxProducerChain(base) || DisposedCalls.subscribesToOneResult(base, in: file)))
    }

    /// Ends an Rx subscription when the worker stops, as Uber's `disposeOnStop(_:)` did,
    /// private to the file.
    static let stopBridge = lifetimeBridge(
        why: """
            // Written by ribs migrate: this subscription stays on RxSwift, and ends when the worker
            // stops, as Uber's disposeOnStop ended it. Delete this once it is the runtime's, with
            // cancelOnStop(_:).
            """,
        function: "disposeOnStop(_ worker: Worker)", until: "the stop", binding: "cancelOnStop(worker)")

    /// Uber's call that ends an Rx subscription with a RIB's lifetime (`function`), private to
    /// the file: a task that waits until `binding` cancels it, and then disposes of it.
    static func lifetimeBridge(why: String, function: String, until: String, binding: String) -> String {
        """

        \(why)
        extension Disposable {
            @MainActor
            fileprivate func \(function) {
                nonisolated(unsafe) let disposable: any Disposable = self
                Task { @MainActor in
                    // A stream that never sends: the task waits until \(until) cancels it.
                    let never = AsyncStream<Never> { _ in }
                    await withTaskCancellationHandler {
                        for await _ in never {}
                    } onCancel: {
                        disposable.dispose()
                    }
                }
                .\(binding)
            }
        }

        """
    }
}
