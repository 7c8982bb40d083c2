import RIBs
import RIBsTesting
import Testing

@testable import App

/// Trip's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct TripRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            TripBuilder(
                dependency: TripDependencyMock(tripViewController: TripViewControllableMock(), clock: ContinuousClock())
            ).build(withListener: TripListenerMock(), tripID: "tripID", onArrival: { _ in })
        }
        harness.expectTree("Trip (active)")
        // Work TripInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: TripInteractor.self)), nil if another type.
        harness.finish()
    }
}
