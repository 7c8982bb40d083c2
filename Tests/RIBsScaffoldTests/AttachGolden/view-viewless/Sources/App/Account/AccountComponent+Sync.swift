import RIBs

/// What Account needs from its own parent to give Sync: make `AccountDependency`
/// refine it when Sync needs something Account does not make.
@MainActor
protocol AccountDependencySync: Dependency {}

/// Account's scope gives Sync what it depends on.
extension AccountComponent: SyncDependency {
    var syncViewController: any SyncViewControllable {
        accountViewController
    }
}
