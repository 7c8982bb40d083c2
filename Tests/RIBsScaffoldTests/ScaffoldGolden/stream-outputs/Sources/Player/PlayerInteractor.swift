import RIBs

/// What Player's view shows. Only the interactor, which holds the writer, changes it.
struct PlayerState {}

/// What Player's view calls: the user's actions.
@MainActor
protocol PlayerInteracting: AnyObject {
    func finish()
}

/// Player's business logic: it writes the state, routes through the router, and sends the
/// outputs.
@MainActor
final class PlayerInteractor: PlayerInteracting {
    private let state: StateWriter<PlayerState>
    private let dependency: PlayerDependency
    private let router: PlayerRouter
    let finished = EventRelay<Void>()
    let chose = EventRelay<String>()
    let rated = EventRelay<Int>()

    init(state: StateWriter<PlayerState>, dependency: PlayerDependency, router: PlayerRouter) {
        self.state = state
        self.dependency = dependency
        self.router = router
    }

    func finish() {
        finished.send(())
    }
}
