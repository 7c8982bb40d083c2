import RIBsTesting
import RVB
import Testing

@testable import App

/// Home, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct HomeTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            HomeBuilder(HomeDependency(ledger: LedgerServiceMock())).build(with: HomeParameter())
        }
        let finished = OutputRecorder(harness.router.finished)
        let view = try #require(harness.router as? HomeView)
        view.finish()
        await finished.waitForCount(1)
        harness.expectTree("Home (active) workers: SyncWorker (running)")
        harness.finish()
    }
}
