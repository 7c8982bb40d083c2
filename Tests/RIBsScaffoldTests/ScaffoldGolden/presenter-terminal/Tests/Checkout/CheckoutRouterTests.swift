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
        // Work CheckoutInteractor starts when it activates (`whileActive(named:) { }`)
        // is declared here, or finish() fails naming it: harness.expectRunning("its name").
        // Its interactor, to call: try #require(harness.interactor(as: CheckoutInteractor.self)), nil if another type.
        harness.finish()
    }
}
