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
            FeedBuilder(dependency: FeedDependency(volume: 1)).build()
        }
        let finished = OutputRecorder(harness.router.outputs.finished)
        let view = try #require(harness.router.view as? FeedView)
        view.interactor.finish()
        await finished.waitForCount(1)
        harness.expectTree("Feed (active)")
        harness.finish()
    }

    /// Routes to Player and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesPlayer() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            FeedBuilder(dependency: FeedDependency(volume: 1)).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? FeedRouter }.first)
        let interactor = try #require(harness.router.parts.lazy.compactMap { $0 as? FeedInteractor }.first)
        router.routeToPlayer(listener: interactor, trackID: "trackID")
        harness.expectAttached("Player")
        router.detachPlayer()
        harness.expectDetached("Player")
        harness.finish()
    }

    /// The person closes Player's view (a back key, a sheet pulled down): Feed detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensPlayer() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            FeedBuilder(dependency: FeedDependency(volume: 1)).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? FeedRouter }.first)
        let interactor = try #require(harness.router.parts.lazy.compactMap { $0 as? FeedInteractor }.first)
        router.routeToPlayer(listener: interactor, trackID: "trackID")
        harness.closeByUser("Player")
        harness.expectDetached("Player")
        router.routeToPlayer(listener: interactor, trackID: "trackID")
        harness.expectAttached("Player")
        harness.finish()
    }
}
