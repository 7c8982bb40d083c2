import RIBs

/// What Library needs from its parent, including the view its children's views are shown in:
/// Library has no view of its own.
/// @mockable
@MainActor
protocol LibraryDependency: Dependency {
    var libraryViewController: any LibraryViewControllable { get }
}

/// Library's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class LibraryComponent: Component<any LibraryDependency> {
    fileprivate var libraryViewController: any LibraryViewControllable {
        dependency.libraryViewController
    }
}

// MARK: - Builder

/// @mockable
@MainActor
protocol LibraryBuildable: Buildable {
    func build(withListener listener: any LibraryListener) -> any LibraryRouting
}

final class LibraryBuilder: Builder<any LibraryDependency>, LibraryBuildable {
    func build(withListener listener: any LibraryListener) -> any LibraryRouting {
        let component = LibraryComponent(dependency: dependency)
        let interactor = LibraryInteractor()
        interactor.listener = listener
        return LibraryRouter(
            interactor: interactor,
            viewController: component.libraryViewController,
            episodesBuilder: EpisodesBuilder(dependency: component))
    }
}
