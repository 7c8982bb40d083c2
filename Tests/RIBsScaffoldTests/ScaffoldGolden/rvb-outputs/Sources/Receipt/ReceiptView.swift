import RVB

/// Receipt's view: the module's contract, which keeps its node. Adopt your UI here: a SwiftUI
/// view's model, or a `UIViewController` on iOS.
@MainActor
final class ReceiptView: ReceiptControllable {
    let node: RIBNode
    private let router: ReceiptRouter
    private let dependency: ReceiptDependency
    private let parameter: ReceiptParameter
    private let finishedRelay = EventRelay<Void>()
    private let paidRelay = EventRelay<Double>()

    init(node: RIBNode, router: ReceiptRouter, dependency: ReceiptDependency, parameter: ReceiptParameter) {
        self.node = node
        self.router = router
        self.dependency = dependency
        self.parameter = parameter
    }

    var finished: Events<Void> { finishedRelay.events }
    var paid: Events<Double> { paidRelay.events }

    /// The user is done with Receipt.
    func finish() {
        finishedRelay.send(())
    }
}
