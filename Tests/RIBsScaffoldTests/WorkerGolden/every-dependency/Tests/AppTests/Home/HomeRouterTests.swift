import RIBs
import RIBsTesting
import Testing

@testable import App

/// Home's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct HomeRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            HomeBuilder(
                dependency: HomeDependencyMock(homeViewController: HomeViewControllableMock())
            ).build(withListener: HomeListenerMock())
        }
        harness.expectTree("Home (active) workers: SweeperWorker (running)")
        harness.expectRunning("sweeper")
        // Work HomeInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: HomeInteractor.self)), nil if another type.
        harness.finish()
    }
}
