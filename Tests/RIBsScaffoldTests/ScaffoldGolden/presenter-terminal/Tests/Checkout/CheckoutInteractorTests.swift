import RIBs
import RIBsTesting
import Testing

@testable import App

/// Checkout's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct CheckoutInteractorTests {
    let presenter = CheckoutPresentableMock()
    let router = CheckoutRoutingMock()
    let listener = CheckoutListenerMock()

    func makeInteractor() -> CheckoutInteractor {
        let interactor = CheckoutInteractor(presenter: presenter, total: 1)
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
