import RVB

/// Checkout's view: the module's contract, which keeps its node. Adopt your UI here: a SwiftUI
/// view's model, or a `UIViewController` on iOS.
@MainActor
final class CheckoutView: CheckoutControllable {
    private var player: BuiltRIB<PlayerOutputs>?

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

    func presentPlayer() {
        guard player == nil else { return }
        let player = router.routeToPlayer()
        self.player = player
        node.attach(player, as: .present) { outputs, attachment in
            attachment.on(outputs.finished) { [weak self] in self?.playerFinished() }
            attachment.on(outputs.chose) { [weak self] value in self?.playerChose(value) }
            attachment.onDetach { [weak self] in self?.player = nil }
        }
    }

    func dismissPlayer() {
        guard let player else { return }
        node.detach(player)
    }

    // MARK: - Player's outputs

    func playerFinished() {
        // TODO: Player tells Checkout this: handle it, such as dismissPlayer().
    }

    func playerChose(_ value: String) {
        // TODO: Player tells Checkout this: handle it, such as dismissPlayer().
    }
}
