import RIBs

/// What Feed's view shows. Only the interactor, which holds the writer, changes it.
struct FeedState {}

/// What Feed's view calls: the user's actions.
@MainActor
protocol FeedInteracting: AnyObject {
    func finish()
}

/// Feed's business logic: it writes the state, routes through the router, and sends the
/// outputs.
@MainActor
final class FeedInteractor: FeedInteracting, SyncListener {
    private let state: StateWriter<FeedState>
    private let dependency: FeedDependency
    private let router: FeedRouter
    let finished = EventRelay<Void>()

    init(state: StateWriter<FeedState>, dependency: FeedDependency, router: FeedRouter) {
        self.state = state
        self.dependency = dependency
        self.router = router
    }

    func finish() {
        finished.send(())
    }
}
