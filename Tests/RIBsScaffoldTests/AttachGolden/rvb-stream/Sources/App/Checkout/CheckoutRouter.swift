import RVB

/// Builds Checkout's children, from the builders it keeps (`routeTo<Child>(…)` returns one); the
/// view attaches them with its node.
@MainActor
final class CheckoutRouter: Routable {
    private let playerBuilder: PlayerBuilder

    init(playerBuilder: PlayerBuilder) {
        self.playerBuilder = playerBuilder
    }

    /// Builds Player, which Checkout's view attaches.
    func routeToPlayer() -> BuiltRIB<PlayerOutputs> {
        playerBuilder.build()
    }
}
