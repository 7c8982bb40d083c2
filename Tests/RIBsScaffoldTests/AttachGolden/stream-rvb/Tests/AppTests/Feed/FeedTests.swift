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

    /// Routes to Form and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesForm() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            FeedBuilder(dependency: FeedDependency()).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? FeedRouter }.first)
        let interactor = try #require(harness.router.parts.lazy.compactMap { $0 as? FeedInteractor }.first)
        router.routeToForm(listener: interactor)
        harness.expectAttached("Form")
        router.detachForm()
        harness.expectDetached("Form")
        harness.finish()
    }

    /// The person closes Form's view (a back key, a sheet pulled down): Feed detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensForm() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            FeedBuilder(dependency: FeedDependency()).build()
        }
        let router = try #require(harness.router.parts.lazy.compactMap { $0 as? FeedRouter }.first)
        let interactor = try #require(harness.router.parts.lazy.compactMap { $0 as? FeedInteractor }.first)
        router.routeToForm(listener: interactor)
        harness.closeByUser("Form")
        harness.expectDetached("Form")
        router.routeToForm(listener: interactor)
        harness.expectAttached("Form")
        harness.finish()
    }
}
