import RIBsTesting
import RVB
import Testing

@testable import App

/// Receipt, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct ReceiptTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            ReceiptBuilder(ReceiptDependency()).build(with: ReceiptParameter())
        }
        let finished = OutputRecorder(harness.router.finished)
        let view = try #require(harness.router as? ReceiptView)
        view.finish()
        await finished.waitForCount(1)
        harness.expectTree("Receipt (active)")
        harness.finish()
    }
}
