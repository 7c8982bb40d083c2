import RIBs

/// What a deep link's workflow asks of Library: `ribs new workflow` adds each step here, and
/// Library's interactor does it.
/// @mockable
@MainActor
protocol LibraryActionableItem: AnyObject {
    func openEpisodes(podcastID: String) async -> (any EpisodesActionableItem, Void)?
}
