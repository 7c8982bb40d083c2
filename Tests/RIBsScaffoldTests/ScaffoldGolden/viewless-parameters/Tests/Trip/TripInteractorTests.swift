import RIBs
import RIBsTesting
import Testing

@testable import App

/// Trip's interactor, alone: its router and listener are mocks.
@MainActor
@Suite struct TripInteractorTests {
    let router = TripRoutingMock()
    let listener = TripListenerMock()

    func makeInteractor() -> TripInteractor {
        let interactor = TripInteractor(clock: ContinuousClock(), tripID: "tripID", onArrival: { _ in })
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
