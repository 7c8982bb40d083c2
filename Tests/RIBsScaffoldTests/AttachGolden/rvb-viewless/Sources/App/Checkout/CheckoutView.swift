import RVB

/// Checkout's view: the module's contract, which keeps its node. Adopt your UI here: a SwiftUI
/// view's model, or a `UIViewController` on iOS.
@MainActor
final class CheckoutView: CheckoutControllable, SyncListener {
    private var sync: (any SyncRouting)?

    let node: RIBNode
    private let router: CheckoutRouter
    private let dependency: CheckoutDependency
    private let parameter: CheckoutParameter
    private let finishedRelay = EventRelay<Void>()

    init(node: RIBNode, router: CheckoutRouter, dependency: CheckoutDependency, parameter: CheckoutParameter) {
        self.node = node
        self.router = router
        self.dependency = dependency
        self.parameter = parameter
    }

    var finished: Events<Void> { finishedRelay.events }

    /// The user is done with Checkout.
    func finish() {
        finishedRelay.send(())
    }

    func presentSync() {
        guard sync == nil else { return }
        let sync = router.routeToSync(listener: self)
        self.sync = sync
        node.attachChild(sync)
    }

    func dismissSync() {
        guard let sync else { return }
        self.sync = nil
        node.detachChild(sync)
    }
}
