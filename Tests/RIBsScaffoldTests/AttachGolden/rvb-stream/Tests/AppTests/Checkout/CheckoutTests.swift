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

    /// Routes to Player and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesPlayer() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            CheckoutBuilder(CheckoutDependency()).build(with: CheckoutParameter())
        }
        let view = try #require(harness.router as? CheckoutView)
        view.presentPlayer()
        harness.expectAttached("Player")
        view.dismissPlayer()
        harness.expectDetached("Player")
        harness.finish()
    }

    /// The person closes Player's view (a back key, a sheet pulled down): Checkout detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensPlayer() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            CheckoutBuilder(CheckoutDependency()).build(with: CheckoutParameter())
        }
        let view = try #require(harness.router as? CheckoutView)
        view.presentPlayer()
        harness.closeByUser("Player")
        harness.expectDetached("Player")
        view.presentPlayer()
        harness.expectAttached("Player")
        harness.finish()
    }
}
