import RIBs

/// What a deep link's workflow asks of Episodes: `ribs new workflow` adds each step here, and
/// Episodes's interactor does it.
/// @mockable
@MainActor
protocol EpisodesActionableItem: AnyObject {
    func playEpisode(podcastID: String, episodeID: String) async -> (any EpisodesActionableItem, Void)?
}
