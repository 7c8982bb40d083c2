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
            CheckoutBuilder(CheckoutDependency(ledger: "ledger")).build(with: CheckoutParameter())
        }
        let finished = OutputRecorder(harness.router.finished)
        let view = try #require(harness.router as? CheckoutView)
        view.finish()
        await finished.waitForCount(1)
        harness.expectTree("Checkout (active)")
        harness.finish()
    }

    /// Routes to Form, detaches it, and lets the person close it: finish() judges it
    /// at once, so a parent that kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesForm() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            CheckoutBuilder(CheckoutDependency(ledger: "ledger")).build(with: CheckoutParameter())
        }
        let view = try #require(harness.router as? CheckoutView)
        view.presentForm(amount: 1)
        harness.expectAttached("Form")
        view.dismissForm()
        harness.expectDetached("Form")
        view.presentForm(amount: 1)
        harness.closeByUser("Form")
        harness.expectDetached("Form")
        view.presentForm(amount: 1)
        harness.expectAttached("Form")
        view.dismissForm()
        harness.finish()
    }
}
