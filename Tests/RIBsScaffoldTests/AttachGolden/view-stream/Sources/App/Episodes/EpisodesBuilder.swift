import RIBs

/// What Episodes needs from its parent.
/// @mockable
@MainActor
protocol EpisodesDependency: Dependency {}

/// Episodes's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class EpisodesComponent: Component<any EpisodesDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol EpisodesBuildable: Buildable {
    func build(withListener listener: any EpisodesListener) -> any EpisodesRouting
}

final class EpisodesBuilder: Builder<any EpisodesDependency>, EpisodesBuildable {
    func build(withListener listener: any EpisodesListener) -> any EpisodesRouting {
        let viewController = EpisodesViewController()
        let interactor = EpisodesInteractor(presenter: viewController)
        interactor.listener = listener
        return EpisodesRouter(
            interactor: interactor,
            viewController: viewController,
            playerBuilder: PlayerBuilder(dependency: PlayerDependency()))
    }
}
