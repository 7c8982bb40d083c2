import RIBs
import RIBsTesting
import Testing

@testable import App

/// URLPicker's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct URLPickerInteractorTests {
    let presenter = URLPickerPresentableMock()
    let router = URLPickerRoutingMock()
    let listener = URLPickerListenerMock()

    func makeInteractor() -> URLPickerInteractor {
        let interactor = URLPickerInteractor(presenter: presenter)
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
