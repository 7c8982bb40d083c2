import RIBs

/// What Library needs from its own parent to give Episodes: make `LibraryDependency`
/// refine it when Episodes needs something Library does not make.
@MainActor
protocol LibraryDependencyEpisodes: Dependency {}

/// Library's scope gives Episodes what it depends on.
extension LibraryComponent: EpisodesDependency {}
