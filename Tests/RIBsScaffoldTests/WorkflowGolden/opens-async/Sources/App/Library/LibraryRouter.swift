import RIBs

/// What Library's router needs from its interactor.
/// @mockable
@MainActor
protocol LibraryInteractable: Interactable, EpisodesListener {
    var router: (any LibraryRouting)? { get set }
    var listener: (any LibraryListener)? { get set }
}

/// The view Library's router shows its children's views in: its parent's, as Library has none.
/// @mockable
@MainActor
protocol LibraryViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches Library's children.
final class LibraryRouter: Router<any LibraryInteractable>, LibraryRouting {
    private let episodesBuilder: any EpisodesBuildable
    private var episodes: (any EpisodesRouting)?

    private let viewController: any LibraryViewControllable

    init(
        interactor: any LibraryInteractable,
        viewController: any LibraryViewControllable,
        episodesBuilder: any EpisodesBuildable
    ) {
        self.episodesBuilder = episodesBuilder
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// Takes the views of Library's children out of its parent's view, as Library resigns: `ribs attach`
    /// adds each child's.
    func cleanupViews() {
        if let episodes {
            viewController.dismiss(episodes.viewControllable)
        }
    }

    func routeToEpisodes(podcastID: String) {
        detachEpisodes()
        let episodes = episodesBuilder.build(withListener: interactor, podcastID: podcastID)
        self.episodes = episodes
        attachChild(episodes, onUserClose: { [weak self] in self?.detachEpisodes() })
        viewController.present(episodes.viewControllable)
    }

    func detachEpisodes() {
        guard let episodes else { return }
        self.episodes = nil
        detachChild(episodes)
        viewController.dismiss(episodes.viewControllable)
    }
}
