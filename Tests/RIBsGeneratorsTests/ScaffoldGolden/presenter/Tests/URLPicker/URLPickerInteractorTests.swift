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
