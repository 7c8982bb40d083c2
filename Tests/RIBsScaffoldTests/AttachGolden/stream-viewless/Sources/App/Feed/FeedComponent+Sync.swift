import RIBs

/// Feed's scope for Sync, a classic RIB under a stream-style one: Feed's dependency gives what
/// Sync's dependency asks.
final class FeedSyncComponent: Component<FeedDependency>, SyncDependency {
    /// Feed's view container, where Sync shows its children's views.
    let viewContainer: ViewContainer

    init(dependency: FeedDependency, viewContainer: ViewContainer) {
        self.viewContainer = viewContainer
        super.init(dependency: dependency)
    }

    var syncViewController: any SyncViewControllable {
        viewContainer
    }
}

/// A view container shows Sync's children, as a parent's view does for a viewless RIB.
extension ViewContainer: SyncViewControllable {}
