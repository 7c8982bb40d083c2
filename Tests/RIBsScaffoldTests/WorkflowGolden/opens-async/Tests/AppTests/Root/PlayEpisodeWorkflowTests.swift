import RIBs
import RIBsTesting
import Testing

@testable import App

/// PlayEpisode's steps, on mocks of the actionable items: each RIB waits for the next, and Episodes
/// does what the link asks, with what the link carries.
@MainActor
@Suite struct PlayEpisodeWorkflowTests {
    @Test(.leakDetection)
    func goesThroughRootAndLibraryAndEpisodes() async {
        let root = RootActionableItemMock()
        let library = LibraryActionableItemMock()
        let episodes = EpisodesActionableItemMock()
        root.waitForLibraryHandler = { (library, ()) }
        library.openEpisodesHandler = { _ in (episodes, ()) }
        var received: [(podcastID: String, episodeID: String)] = []
        // weak: the mock keeps its handler.
        episodes.playEpisodeHandler = { [weak episodes] podcastID, episodeID in
            received.append((podcastID, episodeID))
            return episodes.map { ($0, ()) }
        }
        let subscription = PlayEpisodeWorkflow(podcastID: "podcastID", episodeID: "episodeID").subscribe(root)
        #expect(await subscription.finished())
        #expect(received.count == 1, "Episodes did what the link asks, once")
        #expect(received.first?.podcastID == "podcastID")
        #expect(received.first?.episodeID == "episodeID")
    }

    @Test func opensTheLinksThatNameIt() {
        #expect(PlayEpisodeWorkflow(url: "app://playEpisode?podcastID=podcastID&episodeID=episodeID") != nil)
        #expect(PlayEpisodeWorkflow(url: "app://playEpisode") == nil)
        #expect(PlayEpisodeWorkflow(url: "app://another?podcastID=podcastID&episodeID=episodeID") == nil)
    }

    /// PlayEpisode's step in Root goes on in Library on the real tree: Root, built as its tests
    /// build it, attaches Library, and the step finds Library's actionable item.
    @Test(.leakDetection)
    func theStepInRootGoesOnInLibrary() async throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            RootBuilder(dependency: RootDependencyMock()).build().launchRouter
        }
        let router = try #require(harness.router as? any RootRouting)
        let step = try #require(harness.interactor(as: RootInteractor.self))
        router.routeToLibrary()
        let next = await step.waitForLibrary()
        #expect(next != nil, "Root's step found no Library to go on in")
        harness.expectAttached("Library")
        router.detachLibrary()
        harness.finish()
    }

    /// PlayEpisode's step in Library goes on in Episodes on the real tree: Library, built as its tests
    /// build it, opens Episodes, and the step finds Episodes' actionable item.
    @Test(.leakDetection)
    func theStepInLibraryGoesOnInEpisodes() async throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            LibraryBuilder(
                dependency: LibraryDependencyMock(libraryViewController: LibraryViewControllableMock())
            ).build(withListener: LibraryListenerMock())
        }
        let step = try #require(harness.interactor(as: LibraryInteractor.self))
        let next = await step.openEpisodes(podcastID: "podcastID")
        #expect(next != nil, "Library's step found no Episodes to go on in")
        harness.expectAttached("Episodes")
        harness.router.detachEpisodes()
        harness.finish()
    }
}
