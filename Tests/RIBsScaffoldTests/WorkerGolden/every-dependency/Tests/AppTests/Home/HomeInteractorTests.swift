import RIBs
import RIBsTesting
import Testing

@testable import App

/// Home's interactor, alone: its router and listener are mocks.
@MainActor
@Suite struct HomeInteractorTests {
    let router = HomeRoutingMock()
    let listener = HomeListenerMock()

    func makeInteractor() -> HomeInteractor {
        let interactor = HomeInteractor(sweeperWorker: SweeperWorkingMock())
        interactor.router = router
        interactor.listener = listener
        return interactor
    }

    @Test(.leakDetection)
    func resigningTakesItsChildrensViewsOutOfItsParents() {
        let interactor = makeInteractor()
        interactor.activate()
        interactor.deactivate()
        #expect(router.cleanupViewsCallCount == 1)  // it has no view: its router tidies its parent's
    }
}
