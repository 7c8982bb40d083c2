import RVB

/// Builds Checkout's children, from the builders it keeps (`routeTo<Child>(…)` returns one); the
/// view attaches them with its node.
@MainActor
final class CheckoutRouter: Routable {
    private let syncBuilder: any SyncBuildable

    init(syncBuilder: any SyncBuildable) {
        self.syncBuilder = syncBuilder
    }

    /// Builds Sync, which Checkout's view attaches.
    func routeToSync(listener: any SyncListener) -> any SyncRouting {
        syncBuilder.build(withListener: listener)
    }
}
