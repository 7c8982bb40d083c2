import RIBs
import RIBsTesting
import Testing

@testable import App

/// Home, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct HomeTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            HomeBuilder(dependency: HomeDependency(ledger: LedgerServiceMock())).build()
        }
        let finished = OutputRecorder(harness.router.outputs.finished)
        let view = try #require(harness.router.view as? HomeView)
        view.interactor.finish()
        await finished.waitForCount(1)
        harness.expectTree("Home (active) workers: SyncWorker (running)")
        harness.expectRunning("sync")
        harness.finish()
    }
}
