import RIBs
import RIBsTesting
import Testing

@testable import App

/// Account's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct AccountInteractorTests {
    let presenter = AccountPresentableMock()
    let router = AccountRoutingMock()
    let listener = AccountListenerMock()

    func makeInteractor() -> AccountInteractor {
        let interactor = AccountInteractor(presenter: presenter)
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
