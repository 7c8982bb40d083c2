import RIBs
import RIBsTesting
import Testing

@testable import App

/// RideDetail's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct RideDetailRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            RideDetailBuilder(dependency: RideDetailDependencyMock(greeting: "greeting")).build(
                withListener: RideDetailListenerMock(),
                rideID: "rideID",
                seats: 1,
                stops: [],
                note: nil,
                fare: 9.5)
        }
        harness.expectTree("RideDetail (active)")
        // Work RideDetailInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: RideDetailInteractor.self)), nil if another type.
        harness.finish()
    }
}
