import RIBs

/// What Episodes's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol EpisodesRouting: ViewableRouting {}

/// What Episodes's interactor shows.
/// @mockable
@MainActor
protocol EpisodesPresentable: Presentable {
    var listener: (any EpisodesPresentableListener)? { get set }
}

/// What Episodes tells its parent.
/// @mockable
@MainActor
protocol EpisodesListener: AnyObject {}

/// Episodes's business logic.
final class EpisodesInteractor: PresentableInteractor<any EpisodesPresentable>, EpisodesInteractable,
    EpisodesPresentableListener, EpisodesActionableItem
{
    weak var router: (any EpisodesRouting)?
    weak var listener: (any EpisodesListener)?
    let podcastID: String

    init(presenter: any EpisodesPresentable, podcastID: String) {
        self.podcastID = podcastID
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Episodes's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Episodes resigns.
    }

    // MARK: - EpisodesActionableItem

    /// PlayEpisode's last step: what the link asks of Episodes.
    func playEpisode(podcastID: String, episodeID: String) async -> (any EpisodesActionableItem, Void)? {
        // TODO: Do what the link asks, such as try? await a service's call, then router?.routeTo…(…).
        return (self, ())
    }
}
