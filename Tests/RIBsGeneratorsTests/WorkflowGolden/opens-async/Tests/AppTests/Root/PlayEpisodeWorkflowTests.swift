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
}
