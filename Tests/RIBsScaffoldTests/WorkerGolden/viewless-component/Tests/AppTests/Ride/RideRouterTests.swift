import RIBs
import RIBsTesting
import Testing

@testable import App

/// Ride's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct RideRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            RideBuilder(
                dependency: RideDependencyMock(rideViewController: RideViewControllableMock(), log: { _ in })
            ).build(withListener: RideListenerMock())
        }
        harness.expectTree("Ride (active) workers: TrackingWorker (running)")
        // Work RideInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: RideInteractor.self)), nil if another type.
        harness.finish()
    }
}
