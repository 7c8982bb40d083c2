import RIBs
import RIBsTesting
import Testing

@testable import App

/// Ride's interactor, alone: its router and listener are mocks.
@MainActor
@Suite struct RideInteractorTests {
    let router = RideRoutingMock()
    let listener = RideListenerMock()

    func makeInteractor() -> RideInteractor {
        let interactor = RideInteractor(log: { _ in }, trackingWorker: TrackingWorkingMock())
        interactor.router = router
        interactor.listener = listener
        return interactor
    }

    @Test(.leakDetection)
    func resigningTakesItsChildrensViewsOutOfItsParents() {
        let interactor = makeInteractor()
        interactor.activate()
        interactor.deactivate()
        #expect(router.cleanupViewsCallCount == 1)  // it has no view: its router tidies its parent's
    }
}
