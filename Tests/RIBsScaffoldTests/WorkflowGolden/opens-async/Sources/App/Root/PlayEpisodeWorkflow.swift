import Foundation
import RIBs

/// PlayEpisode: a deep link through Root, Library and Episodes. Each RIB waits for the next to be attached
/// (Library opens it), then Episodes does what the link asks.
final class PlayEpisodeWorkflow: Workflow<any RootActionableItem> {
    init(podcastID: String, episodeID: String) {
        super.init()
        onStep { root in await root.waitForLibrary() }
            .onStep { library, _ in await library.openEpisodes(podcastID: podcastID) }
            .onStep { episodes, _ in await episodes.playEpisode(podcastID: podcastID, episodeID: episodeID) }
            .commit()
    }
}

extension PlayEpisodeWorkflow {
    /// The workflow a link asks for, such as `app://playEpisode?podcastID=podcastID&episodeID=episodeID`; `nil` for another link.
    convenience init?(url: String) {
        guard let components = URLComponents(string: url), components.host == "playEpisode" else { return nil }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        guard let podcastID = query["podcastID"], let episodeID = query["episodeID"] else { return nil }
        self.init(podcastID: podcastID, episodeID: episodeID)
    }
}
