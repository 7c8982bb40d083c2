import RIBs
import RIBsTesting
import Testing

@testable import App

/// LoggedOut's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct LoggedOutInteractorTests {
    let presenter = LoggedOutPresentableMock()
    let router = LoggedOutRoutingMock()
    let listener = LoggedOutListenerMock()

    func makeInteractor() -> LoggedOutInteractor {
        let interactor = LoggedOutInteractor(presenter: presenter)
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
