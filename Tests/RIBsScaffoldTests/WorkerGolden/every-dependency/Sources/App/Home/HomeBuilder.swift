import RIBs

/// What Home needs from its parent, including the view its children's views are shown in:
/// Home has no view of its own.
/// @mockable
@MainActor
protocol HomeDependency: Dependency {
    var store: any RecipeStore { get }
    var homeViewController: any HomeViewControllable { get }
}

/// Home's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class HomeComponent: Component<any HomeDependency> {
    fileprivate var homeViewController: any HomeViewControllable {
        dependency.homeViewController
    }
}

// MARK: - Builder

/// @mockable
@MainActor
protocol HomeBuildable: Buildable {
    func build(withListener listener: any HomeListener) -> any HomeRouting
}

final class HomeBuilder: Builder<any HomeDependency>, HomeBuildable {
    func build(withListener listener: any HomeListener) -> any HomeRouting {
        let component = HomeComponent(dependency: dependency)
        let interactor = HomeInteractor(sweeperWorker: SweeperWorker(store: dependency.store))
        interactor.listener = listener
        return HomeRouter(interactor: interactor, viewController: component.homeViewController)
    }
}
