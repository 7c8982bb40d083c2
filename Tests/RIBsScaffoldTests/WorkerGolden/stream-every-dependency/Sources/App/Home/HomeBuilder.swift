import RIBs

/// What Home needs from its parent: a struct, streams included (a `ValueRelay` for a value the
/// parent shares).
struct HomeDependency {
    let ledger: any LedgerService
}

/// What Home tells its parent: streams the parent subscribes to when it attaches Home, which
/// end when Home is detached.
struct HomeOutputs {
    /// Home is done: its parent detaches it.
    let finished: Events<Void>
}

/// Makes Home's parts and returns them with its node, view and outputs; the parent keeps the
/// parts while Home is attached.
@MainActor
struct HomeBuilder {
    let dependency: HomeDependency

    func build() -> BuiltRIB<HomeOutputs> {
        let node = RIBNode(name: "Home")
        let (state, writer) = StateContainer.make(HomeState())
        let router = HomeRouter(node: node)
        let interactor = HomeInteractor(
            state: writer,
            dependency: dependency,
            router: router,
            syncWorker: SyncWorker(ledger: dependency.ledger))
        interactor.syncWorker.start(node.interactor)
        let view = HomeView(state: state, viewContainer: node.viewContainer, interactor: interactor)
        let outputs = HomeOutputs(finished: interactor.finished.events)
        return BuiltRIB(node: node, view: view, outputs: outputs, keeping: [router, interactor])
    }
}
