import RIBsTesting
import RVB
import Testing

@testable import App

/// Checkout, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct CheckoutTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            CheckoutBuilder(CheckoutDependency()).build(with: CheckoutParameter())
        }
        let finished = OutputRecorder(harness.router.finished)
        let view = try #require(harness.router as? CheckoutView)
        view.finish()
        await finished.waitForCount(1)
        harness.expectTree("Checkout (active)")
        harness.finish()
    }

    /// Routes to Sync and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesSync() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            CheckoutBuilder(CheckoutDependency()).build(with: CheckoutParameter())
        }
        let view = try #require(harness.router as? CheckoutView)
        view.presentSync()
        harness.expectAttached("Sync")
        view.dismissSync()
        harness.expectDetached("Sync")
        harness.finish()
    }
}
