import RIBs
import RIBsTesting
import Testing

@testable import App

/// LoggedIn's interactor, alone: its router and listener are mocks.
@MainActor
@Suite struct LoggedInInteractorTests {
    let router = LoggedInRoutingMock()
    let listener = LoggedInListenerMock()

    func makeInteractor() -> LoggedInInteractor {
        let interactor = LoggedInInteractor()
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
