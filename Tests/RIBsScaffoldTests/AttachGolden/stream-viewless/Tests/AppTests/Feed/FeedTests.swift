import RIBs
import RIBsTesting
import Testing

@testable import App

/// Feed, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct FeedTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            FeedBuilder(dependency: FeedDependency()).build()
        }
        let finished = OutputRecorder(harness.router.outputs.finished)
        let view = try #require(harness.router.view as? FeedView)
        view.interactor.finish()
        await finished.waitForCount(1)
        harness.expectTree("Feed (active)")
        harness.finish()
    }

    /// Routes to Sync and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesSync() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            FeedBuilder(dependency: FeedDependency()).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? FeedRouter }.first)
        router.routeToSync(listener: SyncListenerMock())
        harness.expectAttached("Sync")
        router.detachSync()
        harness.expectDetached("Sync")
        harness.finish()
    }
}
