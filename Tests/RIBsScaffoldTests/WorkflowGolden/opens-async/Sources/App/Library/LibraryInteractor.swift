import RIBs

/// What Library's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol LibraryRouting: Routing {
    func cleanupViews()

    func routeToEpisodes(podcastID: String)
    func detachEpisodes()
}

/// What Library tells its parent.
/// @mockable
@MainActor
protocol LibraryListener: AnyObject {}

/// Library's business logic.
final class LibraryInteractor: Interactor, LibraryInteractable, LibraryActionableItem {
    weak var router: (any LibraryRouting)?
    weak var listener: (any LibraryListener)?

    override func didBecomeActive() {
        super.didBecomeActive()
        // Library's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Library resigns.
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: - LibraryActionableItem

    /// PlayEpisode's step in Library: opens Episodes, and goes on in it once it is attached.
    func openEpisodes(podcastID: String) async -> (any EpisodesActionableItem, Void)? {
        router?.routeToEpisodes(podcastID: podcastID)
        return await waitForChild(
            (any EpisodesActionableItem).self, named: "Episodes", within: .seconds(60),
            for: "PlayEpisode's step in Library"
        ).map { ($0, ()) }
    }
}
