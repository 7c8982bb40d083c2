import RIBs

/// What LoggedIn needs from its parent, including the view its children's views are shown in:
/// LoggedIn has no view of its own.
/// @mockable
@MainActor
protocol LoggedInDependency: Dependency {
    var loggedInViewController: any LoggedInViewControllable { get }
}

/// LoggedIn's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class LoggedInComponent: Component<any LoggedInDependency> {
    fileprivate var loggedInViewController: any LoggedInViewControllable {
        dependency.loggedInViewController
    }
}

// MARK: - Builder

/// @mockable
@MainActor
protocol LoggedInBuildable: Buildable {
    func build(withListener listener: any LoggedInListener) -> any LoggedInRouting
}

final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {
    func build(withListener listener: any LoggedInListener) -> any LoggedInRouting {
        let component = LoggedInComponent(dependency: dependency)
        let interactor = LoggedInInteractor()
        interactor.listener = listener
        return LoggedInRouter(interactor: interactor, viewController: component.loggedInViewController)
    }
}
