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
            RideBuilder(dependency: RideDependencyMock(log: { _ in })).build(withListener: RideListenerMock())
        }
        harness.expectTree("Ride (active) workers: TrackingWorker (running)")
        // Work RideInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: RideInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to Receipt and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesReceipt() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            RideBuilder(dependency: RideDependencyMock(log: { _ in })).build(withListener: RideListenerMock())
        }
        harness.router.routeToReceipt()
        harness.expectAttached("Receipt")
        harness.router.detachReceipt()
        harness.expectDetached("Receipt")
        harness.finish()
    }

    /// The person closes Receipt's view (a back key, a sheet pulled down): Ride detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensReceipt() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            RideBuilder(dependency: RideDependencyMock(log: { _ in })).build(withListener: RideListenerMock())
        }
        harness.router.routeToReceipt()
        harness.closeByUser("Receipt")
        harness.expectDetached("Receipt")
        harness.router.routeToReceipt()
        harness.expectAttached("Receipt")
        harness.finish()
    }
}
