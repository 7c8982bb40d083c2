import RIBs
import RIBsTesting
import Testing

@testable import App

/// Session's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct SessionRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            SessionBuilder(
                dependency: SessionDependencyMock(sessionViewController: SessionViewControllableMock())
            ).build(withListener: SessionListenerMock())
        }
        harness.expectTree("Session (active)")
        // Work SessionInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: SessionInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to Form and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesForm() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            SessionBuilder(
                dependency: SessionDependencyMock(sessionViewController: SessionViewControllableMock())
            ).build(withListener: SessionListenerMock())
        }
        harness.router.routeToForm()
        harness.expectAttached("Form")
        harness.router.detachForm()
        harness.expectDetached("Form")
        harness.finish()
    }

    /// The person closes Form's view (a back key, a sheet pulled down): Session detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensForm() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            SessionBuilder(
                dependency: SessionDependencyMock(sessionViewController: SessionViewControllableMock())
            ).build(withListener: SessionListenerMock())
        }
        harness.router.routeToForm()
        harness.closeByUser("Form")
        harness.expectDetached("Form")
        harness.router.routeToForm()
        harness.expectAttached("Form")
        harness.finish()
    }
}
