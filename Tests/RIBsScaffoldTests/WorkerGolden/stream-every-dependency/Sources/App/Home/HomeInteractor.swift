import RIBs

/// What Home's view shows. Only the interactor, which holds the writer, changes it.
struct HomeState {}

/// What Home's view calls: the user's actions.
@MainActor
protocol HomeInteracting: AnyObject {
    func finish()
}

/// Home's business logic: it writes the state, routes through the router, and sends the
/// outputs.
@MainActor
final class HomeInteractor: HomeInteracting {
    let syncWorker: any SyncWorking

    private let state: StateWriter<HomeState>
    private let dependency: HomeDependency
    private let router: HomeRouter
    let finished = EventRelay<Void>()

    init(state: StateWriter<HomeState>, dependency: HomeDependency, router: HomeRouter, syncWorker: any SyncWorking) {
        self.syncWorker = syncWorker
        self.state = state
        self.dependency = dependency
        self.router = router
    }

    func finish() {
        finished.send(())
    }
}
