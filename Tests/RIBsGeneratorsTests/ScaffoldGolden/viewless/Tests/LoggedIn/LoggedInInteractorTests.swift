import RIBs
import RIBsTesting
import Testing

@testable import App

/// LoggedIn's interactor, alone: its presenter, router and listener are mocks.
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
    func becomesActiveAndResigns() {
        let interactor = makeInteractor()
        interactor.activate()
        #expect(interactor.isActive)
        // TODO: Assert what the interactor does once active: what it shows, routes to, or tells
        // its listener.
        interactor.deactivate()
        #expect(!interactor.isActive)
        #expect(router.cleanupViewsCallCount == 1)  // it has no view: its router tidies its parent's
    }
}
