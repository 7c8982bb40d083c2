import RIBs
import RIBsTesting
import Testing

@testable import App

/// RideList's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct RideListRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            RideListBuilder(dependency: RideListDependencyMock()).build(withListener: RideListListenerMock())
        }
        harness.expectTree("RideList (active)")
        // Work RideListInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: RideListInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to RideDetail and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesRideDetail() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            RideListBuilder(dependency: RideListDependencyMock()).build(withListener: RideListListenerMock())
        }
        harness.router.routeToRideDetail(rideID: "rideID")
        harness.expectAttached("RideDetail")
        harness.router.detachRideDetail()
        harness.expectDetached("RideDetail")
        harness.finish()
    }

    /// The person closes RideDetail's view (a back key, a sheet pulled down): RideList detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensRideDetail() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            RideListBuilder(dependency: RideListDependencyMock()).build(withListener: RideListListenerMock())
        }
        harness.router.routeToRideDetail(rideID: "rideID")
        harness.closeByUser("RideDetail")
        harness.expectDetached("RideDetail")
        harness.router.routeToRideDetail(rideID: "rideID")
        harness.expectAttached("RideDetail")
        harness.finish()
    }
}
