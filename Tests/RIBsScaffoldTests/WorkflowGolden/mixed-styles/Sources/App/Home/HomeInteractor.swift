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
final class HomeInteractor: HomeInteracting, AccountListener, HomeActionableItem {
    private let state: StateWriter<HomeState>
    private let dependency: HomeDependency
    private let router: HomeRouter
    let finished = EventRelay<Void>()

    init(state: StateWriter<HomeState>, dependency: HomeDependency, router: HomeRouter) {
        self.state = state
        self.dependency = dependency
        self.router = router
    }

    func finish() {
        finished.send(())
    }

    // MARK: - HomeActionableItem

    /// OpenNote's step in Home: opens Account, and goes on in it once it is attached.
    func openAccount() async -> (any AccountActionableItem, Void)? {
        router.routeToAccount(listener: self)
        return await router.node.waitForChild(
            (any AccountActionableItem).self, named: "Account", within: .seconds(60),
            for: "OpenNote's step in Home"
        ).map { ($0, ()) }
    }
}
