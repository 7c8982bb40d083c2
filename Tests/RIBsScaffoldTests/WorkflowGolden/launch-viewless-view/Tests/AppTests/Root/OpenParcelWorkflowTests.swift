import RIBs
import RIBsTesting
import Testing

@testable import App

/// OpenParcel's steps, on mocks of the actionable items: each RIB waits for the next, and ParcelList
/// does what the link asks, with what the link carries.
@MainActor
@Suite struct OpenParcelWorkflowTests {
    @Test(.leakDetection)
    func goesThroughRootAndLoggedInAndParcelList() async {
        let root = RootActionableItemMock()
        let loggedIn = LoggedInActionableItemMock()
        let parcelList = ParcelListActionableItemMock()
        root.waitForLoggedInHandler = { (loggedIn, ()) }
        loggedIn.waitForParcelListHandler = { (parcelList, ()) }
        var received: [String] = []
        // weak: the mock keeps its handler.
        parcelList.openParcelHandler = { [weak parcelList] parcelID in
            received.append(parcelID)
            return parcelList.map { ($0, ()) }
        }
        let subscription = OpenParcelWorkflow(parcelID: "parcelID").subscribe(root)
        #expect(await subscription.finished())
        #expect(received.count == 1, "ParcelList did what the link asks, once")
        #expect(received.first == "parcelID")
    }

    @Test func opensTheLinksThatNameIt() {
        #expect(OpenParcelWorkflow(url: "app://openParcel?parcelID=parcelID") != nil)
        #expect(OpenParcelWorkflow(url: "app://openParcel") == nil)
        #expect(OpenParcelWorkflow(url: "app://another?parcelID=parcelID") == nil)
    }

    /// OpenParcel's step in Root goes on in LoggedIn on the real tree: Root, built as its tests
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

    /// OpenParcel's step in LoggedIn goes on in ParcelList on the real tree: LoggedIn, built as its tests
    /// build it, attaches ParcelList, and the step finds ParcelList's actionable item.
    @Test(.leakDetection)
    func theStepInLoggedInGoesOnInParcelList() async throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            LoggedInBuilder(
                dependency: LoggedInDependencyMock(loggedInViewController: LoggedInViewControllableMock())
            ).build(withListener: LoggedInListenerMock())
        }
        let step = try #require(harness.interactor(as: LoggedInInteractor.self))
        harness.router.routeToParcelList()
        let next = await step.waitForParcelList()
        #expect(next != nil, "LoggedIn's step found no ParcelList to go on in")
        harness.expectAttached("ParcelList")
        harness.router.detachParcelList()
        harness.finish()
    }
}
