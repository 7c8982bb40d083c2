import RVB

/// What Home needs for as long as it lives: its static input.
struct HomeDependency: Dependency {
    let ledger: any LedgerService
}

/// What one build of Home takes: its dynamic input.
struct HomeParameter: Parameter {}

/// Home's contract: what its parent sees of the module, which is its view.
@MainActor
protocol HomeControllable: Controllable, ViewControllable {
    /// Home is done: its parent detaches it.
    var finished: Events<Void> { get }
}

/// Builds Home from its dependency and a parameter: its node first, which its view keeps and
/// whose view container shows its children.
final class HomeBuilder: Builder<HomeDependency>, Buildable {
    func build(with parameter: HomeParameter) -> any HomeControllable {
        let node = RIBNode(name: "Home")
        return HomeView(
            node: node,
            router: HomeRouter(),
            dependency: dependency,
            parameter: parameter,
            syncWorker: SyncWorker(ledger: dependency.ledger))
    }
}
