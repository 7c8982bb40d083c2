import RIBs
import RIBsTesting
import Testing

@testable import App

/// Root's interactor, alone: its presenter and router are mocks.
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
    func listensToItsView() {
        let interactor = makeInteractor()
        #expect(interactor === presenter.listener)  // the view's actions reach it
    }
}
