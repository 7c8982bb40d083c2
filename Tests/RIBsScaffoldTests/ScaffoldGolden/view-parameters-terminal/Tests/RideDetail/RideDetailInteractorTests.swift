import RIBs
import RIBsTesting
import Testing

@testable import App

/// RideDetail's interactor, alone: its presenter, router and listener are mocks.
@MainActor
@Suite struct RideDetailInteractorTests {
    let presenter = RideDetailPresentableMock()
    let router = RideDetailRoutingMock()
    let listener = RideDetailListenerMock()

    func makeInteractor() -> RideDetailInteractor {
        let interactor = RideDetailInteractor(
            presenter: presenter,
            greeting: "greeting",
            rideID: "rideID",
            seats: 1,
            stops: [],
            note: nil,
            fare: 9.5)
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
