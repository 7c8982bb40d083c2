import RIBs
import RIBsTesting
import Testing

@testable import App

/// Profile's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct ProfileRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            ProfileBuilder(dependency: ProfileDependencyMock()).build(withListener: ProfileListenerMock())
        }
        harness.expectTree("Profile (active) workers: HeartbeatWorker (running)")
        // Work ProfileInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: ProfileInteractor.self)), nil if another type.
        harness.finish()
    }
}
