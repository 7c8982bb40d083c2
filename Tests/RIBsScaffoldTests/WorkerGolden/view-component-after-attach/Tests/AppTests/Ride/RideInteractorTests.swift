import RIBs
import RIBsTesting
import Testing

@testable import App

/// Ride's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct RideInteractorTests {
    let presenter = RidePresentableMock()
    let router = RideRoutingMock()
    let listener = RideListenerMock()

    func makeInteractor() -> RideInteractor {
        let interactor = RideInteractor(presenter: presenter, log: { _ in }, trackingWorker: TrackingWorkingMock())
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
