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
}
