import RIBs

/// What Episodes's interactor asks its router: to attach and detach children.
/// @mockable
@MainActor
protocol EpisodesRouting: ViewableRouting {
    func routeToPlayer()
    func detachPlayer()
}

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
    EpisodesPresentableListener
{
    weak var router: (any EpisodesRouting)?
    weak var listener: (any EpisodesListener)?

    override init(presenter: any EpisodesPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        // Episodes's logic starts here. Follow a stream with stream.subscribe(onNext: { … })
        // .cancelOnDeactivate(interactor: self), run a request in whileActive { }: both end
        // when Episodes resigns.
    }

    // MARK: - Player's outputs

    func playerFinished() {
        // TODO: Player tells Episodes this: handle it, such as router?.detachPlayer().
    }
}
