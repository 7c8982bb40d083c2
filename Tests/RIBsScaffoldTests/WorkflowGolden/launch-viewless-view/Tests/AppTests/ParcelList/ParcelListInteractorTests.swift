import RIBs
import RIBsTesting
import Testing

@testable import App

/// ParcelList's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct ParcelListInteractorTests {
    let presenter = ParcelListPresentableMock()
    let router = ParcelListRoutingMock()
    let listener = ParcelListListenerMock()

    func makeInteractor() -> ParcelListInteractor {
        let interactor = ParcelListInteractor(presenter: presenter)
        interactor.router = router
        interactor.listener = listener
        return interactor
    }

    @Test(.leakDetection)
    func listensToItsView() {
        let interactor = makeInteractor()
        #expect(interactor === presenter.listener)  // the view's actions reach it
    }
}
