import RIBs
import RIBsTesting
import Testing

@testable import App

/// ParcelList's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct ParcelListRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            ParcelListBuilder(dependency: ParcelListDependencyMock()).build(withListener: ParcelListListenerMock())
        }
        harness.expectTree("ParcelList (active)")
        // Work ParcelListInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: ParcelListInteractor.self)), nil if another type.
        harness.finish()
    }
}
