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
        harness.finish()
    }
}
