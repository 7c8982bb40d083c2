import RIBs

/// Checkout's scope for Sync, a classic RIB under an RVB module: Checkout's dependency gives what
/// Sync's dependency asks.
final class CheckoutSyncComponent: Component<CheckoutDependency>, SyncDependency {
    /// Checkout's view container, where Sync shows its children's views.
    let viewContainer: ViewContainer

    init(dependency: CheckoutDependency, viewContainer: ViewContainer) {
        self.viewContainer = viewContainer
        super.init(dependency: dependency)
    }

    var syncViewController: any SyncViewControllable {
        viewContainer
    }
}

/// A view container shows Sync's children, as a parent's view does for a viewless RIB.
extension ViewContainer: SyncViewControllable {}
