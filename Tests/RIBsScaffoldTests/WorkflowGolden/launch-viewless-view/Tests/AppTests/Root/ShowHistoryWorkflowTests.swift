import RIBs
import RIBsTesting
import Testing

@testable import App

/// ShowHistory's steps, on mocks of the actionable items: each RIB waits for the next, and LoggedIn
/// does what the link asks, with what the link carries.
@MainActor
@Suite struct ShowHistoryWorkflowTests {
    @Test(.leakDetection)
    func goesThroughRootAndLoggedIn() async {
        let root = RootActionableItemMock()
        let loggedIn = LoggedInActionableItemMock()
        root.waitForLoggedInHandler = { (loggedIn, ()) }
        var received: [(days: Int, archived: Bool)] = []
        // weak: the mock keeps its handler.
        loggedIn.showHistoryHandler = { [weak loggedIn] days, archived in
            received.append((days, archived))
            return loggedIn.map { ($0, ()) }
        }
        let subscription = ShowHistoryWorkflow(days: 1, archived: true).subscribe(root)
        #expect(await subscription.finished())
        #expect(received.count == 1, "LoggedIn did what the link asks, once")
        #expect(received.first?.days == 1)
        #expect(received.first?.archived == true)
    }

    @Test func opensTheLinksThatNameIt() {
        #expect(ShowHistoryWorkflow(url: "app://showHistory?days=1&archived=true") != nil)
        #expect(ShowHistoryWorkflow(url: "app://showHistory") == nil)
        #expect(ShowHistoryWorkflow(url: "app://another?days=1&archived=true") == nil)
    }

    /// ShowHistory's step in Root goes on in LoggedIn on the real tree: Root, built as its tests
    /// build it, attaches LoggedIn, and the step finds LoggedIn's actionable item.
    @Test(.leakDetection)
    func theStepInRootGoesOnInLoggedIn() async throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            RootBuilder(dependency: RootDependencyMock()).build().launchRouter
        }
        let router = try #require(harness.router as? any RootRouting)
        let step = try #require(harness.interactor(as: RootInteractor.self))
        router.routeToLoggedIn()
        let next = await step.waitForLoggedIn()
        #expect(next != nil, "Root's step found no LoggedIn to go on in")
        harness.expectAttached("LoggedIn")
        router.detachLoggedIn()
        harness.finish()
    }
}
