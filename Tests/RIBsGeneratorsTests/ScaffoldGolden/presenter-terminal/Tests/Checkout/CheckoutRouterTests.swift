import RIBs
import RIBsTesting
import Testing

@testable import App

/// Checkout's router, built by its builder: the harness activates it and checks the tree, the
/// tasks left running and the leaks.
@MainActor
@Suite struct CheckoutRouterTests {
    @Test(.leakDetection)
    func buildsAndLoads() {
        let harness = RIBTestHarness {
            CheckoutBuilder(dependency: CheckoutDependencyMock()).build(withListener: CheckoutListenerMock(), total: 1)
        }
        harness.expectTree("Checkout (active)")
        harness.finish()
    }
}
