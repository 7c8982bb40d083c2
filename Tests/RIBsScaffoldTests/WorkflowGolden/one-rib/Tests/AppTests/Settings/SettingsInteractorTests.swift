import RIBs
import RIBsTesting
import Testing

@testable import App

/// Settings's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct SettingsInteractorTests {
    let presenter = SettingsPresentableMock()
    let router = SettingsRoutingMock()
    let listener = SettingsListenerMock()

    func makeInteractor() -> SettingsInteractor {
        let interactor = SettingsInteractor(presenter: presenter)
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
