import RIBs
import RIBsTesting
import Testing

@testable import App

/// SignedIn's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct SignedInRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            SignedInBuilder(
                dependency: SignedInDependencyMock(signedInViewController: SignedInViewControllableMock())
            ).build(withListener: SignedInListenerMock())
        }
        harness.expectTree("SignedIn (active)")
        // Work SignedInInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: SignedInInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to RideList and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesRideList() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            SignedInBuilder(
                dependency: SignedInDependencyMock(signedInViewController: SignedInViewControllableMock())
            ).build(withListener: SignedInListenerMock())
        }
        _ = harness.router.routeToRideList()
        harness.expectAttached("RideList")
        harness.router.detachRideList()
        harness.expectDetached("RideList")
        harness.finish()
    }

    /// The person closes RideList's view (a back key, a sheet pulled down): SignedIn detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensRideList() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            SignedInBuilder(
                dependency: SignedInDependencyMock(signedInViewController: SignedInViewControllableMock())
            ).build(withListener: SignedInListenerMock())
        }
        _ = harness.router.routeToRideList()
        harness.closeByUser("RideList")
        harness.expectDetached("RideList")
        _ = harness.router.routeToRideList()
        harness.expectAttached("RideList")
        harness.finish()
    }
}
