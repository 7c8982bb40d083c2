import RIBs

/// What Screen's view shows. Only the interactor, which holds the writer, changes it.
struct ScreenState {}

/// What Screen's view calls: the user's actions.
@MainActor
protocol ScreenInteracting: AnyObject {
    func finish()
}

/// Screen's business logic: it writes the state, routes through the router, and sends the
/// outputs.
@MainActor
final class ScreenInteractor: ScreenInteracting {
    private let state: StateWriter<ScreenState>
    private let dependency: ScreenDependency
    private let router: ScreenRouter
    let finished = EventRelay<Void>()

    init(state: StateWriter<ScreenState>, dependency: ScreenDependency, router: ScreenRouter) {
        self.state = state
        self.dependency = dependency
        self.router = router
    }

    func finish() {
        finished.send(())
    }
}
