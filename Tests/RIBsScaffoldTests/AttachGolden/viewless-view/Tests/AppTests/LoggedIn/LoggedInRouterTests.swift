import RIBs
import RIBsTesting
import Testing

@testable import App

/// LoggedIn's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct LoggedInRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            LoggedInBuilder(
                dependency: LoggedInDependencyMock(loggedInViewController: LoggedInViewControllableMock())
            ).build(withListener: LoggedInListenerMock())
        }
        harness.expectTree("LoggedIn (active)")
        // Work LoggedInInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: LoggedInInteractor.self)), nil if another type.
        harness.finish()
    }

    /// Routes to OffGame and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesOffGame() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            LoggedInBuilder(
                dependency: LoggedInDependencyMock(loggedInViewController: LoggedInViewControllableMock())
            ).build(withListener: LoggedInListenerMock())
        }
        harness.router.routeToOffGame()
        harness.expectAttached("OffGame")
        harness.router.detachOffGame()
        harness.expectDetached("OffGame")
        harness.finish()
    }

    /// The person closes OffGame's view (a back key, a sheet pulled down): LoggedIn detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensOffGame() {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            LoggedInBuilder(
                dependency: LoggedInDependencyMock(loggedInViewController: LoggedInViewControllableMock())
            ).build(withListener: LoggedInListenerMock())
        }
        harness.router.routeToOffGame()
        harness.closeByUser("OffGame")
        harness.expectDetached("OffGame")
        harness.router.routeToOffGame()
        harness.expectAttached("OffGame")
        harness.finish()
    }
}
