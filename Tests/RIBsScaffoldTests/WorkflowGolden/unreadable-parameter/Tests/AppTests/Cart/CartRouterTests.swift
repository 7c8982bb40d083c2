import RIBs
import RIBsTesting
import Testing

@testable import App

/// Cart's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct CartRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            CartBuilder(dependency: CartDependencyMock()).build(withListener: CartListenerMock())
        }
        harness.expectTree("Cart (active)")
        // Work CartInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: CartInteractor.self)), nil if another type.
        harness.finish()
    }
}
