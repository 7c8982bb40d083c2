import RIBs
import RIBsTesting
import Testing

@testable import App

/// Root's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct RootRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            RootBuilder(dependency: RootDependencyMock()).build().launchRouter
        }
        harness.expectTree("Root (active)")
        // Work RootInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: RootInteractor.self)), nil if another type.
        harness.finish()
    }
}
