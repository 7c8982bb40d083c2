import RIBs

/// What LoggedOut needs from its parent.
/// @mockable
@MainActor
protocol LoggedOutDependency: Dependency {}

/// LoggedOut's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class LoggedOutComponent: Component<any LoggedOutDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol LoggedOutBuildable: Buildable {
    func build(withListener listener: any LoggedOutListener) -> any LoggedOutRouting
}

final class LoggedOutBuilder: Builder<any LoggedOutDependency>, LoggedOutBuildable {
    func build(withListener listener: any LoggedOutListener) -> any LoggedOutRouting {
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}
