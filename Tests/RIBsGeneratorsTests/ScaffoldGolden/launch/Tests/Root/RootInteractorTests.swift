import RIBs
import RIBsTesting
import Testing

@testable import App

/// Root's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct RootInteractorTests {
    let presenter = RootPresentableMock()
    let router = RootRoutingMock()

    func makeInteractor() -> RootInteractor {
        let interactor = RootInteractor(presenter: presenter)
        interactor.router = router
        return interactor
    }

    @Test(.leakDetection)
    func becomesActiveAndResigns() {
        let interactor = makeInteractor()
        #expect(interactor === presenter.listener)  // the view's actions reach it
        interactor.activate()
        #expect(interactor.isActive)
        // TODO: Assert what the interactor does once active: what it shows, routes to, or tells
        // its listener.
        interactor.deactivate()
        #expect(!interactor.isActive)
    }
}
