import RIBs
import RIBsTesting
import Testing

@testable import App

/// Cart's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct CartInteractorTests {
    let presenter = CartPresentableMock()
    let router = CartRoutingMock()
    let listener = CartListenerMock()

    func makeInteractor() -> CartInteractor {
        let interactor = CartInteractor(presenter: presenter)
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
