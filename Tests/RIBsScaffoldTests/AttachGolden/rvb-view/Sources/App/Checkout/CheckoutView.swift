import RVB

/// Checkout's view: the module's contract, which keeps its node. Adopt your UI here: a SwiftUI
/// view's model, or a `UIViewController` on iOS.
@MainActor
final class CheckoutView: CheckoutControllable, SettingsListener {
    private var settings: (any SettingsRouting)?

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

    func presentSettings() {
        guard settings == nil else { return }
        let settings = router.routeToSettings(listener: self)
        self.settings = settings
        node.attach(settings, as: .present, onUserClose: { [weak self] in self?.dismissSettings() })
    }

    func dismissSettings() {
        guard let settings else { return }
        self.settings = nil
        node.detachChild(settings)
    }
}
