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
}
