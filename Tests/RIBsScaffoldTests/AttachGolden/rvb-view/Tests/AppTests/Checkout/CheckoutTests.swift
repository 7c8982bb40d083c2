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

    /// Routes to Settings and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesSettings() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            CheckoutBuilder(CheckoutDependency()).build(with: CheckoutParameter())
        }
        let view = try #require(harness.router as? CheckoutView)
        view.presentSettings()
        harness.expectAttached("Settings")
        view.dismissSettings()
        harness.expectDetached("Settings")
        harness.finish()
    }

    /// The person closes Settings's view (a back key, a sheet pulled down): Checkout detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensSettings() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            CheckoutBuilder(CheckoutDependency()).build(with: CheckoutParameter())
        }
        let view = try #require(harness.router as? CheckoutView)
        view.presentSettings()
        harness.closeByUser("Settings")
        harness.expectDetached("Settings")
        view.presentSettings()
        harness.expectAttached("Settings")
        harness.finish()
    }
}
