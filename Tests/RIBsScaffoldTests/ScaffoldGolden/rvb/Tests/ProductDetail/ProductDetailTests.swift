import RIBsTesting
import RVB
import Testing

@testable import App

/// ProductDetail, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct ProductDetailTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            ProductDetailBuilder(ProductDetailDependency()).build(with: ProductDetailParameter())
        }
        let finished = OutputRecorder(harness.router.finished)
        let view = try #require(harness.router as? ProductDetailView)
        view.finish()
        await finished.waitForCount(1)
        harness.expectTree("ProductDetail (active)")
        harness.finish()
    }
}
