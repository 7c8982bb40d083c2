import RIBs
import RIBsTesting
import Testing

@testable import App

/// LoggedOut's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct LoggedOutRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            LoggedOutBuilder(dependency: LoggedOutDependencyMock()).build(withListener: LoggedOutListenerMock())
        }
        harness.expectTree("LoggedOut (active) workers: HeartbeatWorker (running)")
        // Work LoggedOutInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: LoggedOutInteractor.self)), nil if another type.
        harness.finish()
    }
}
