import RIBs

/// What Root needs from the app.
/// @mockable
@MainActor
protocol RootDependency: Dependency {}

/// Root's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class RootComponent: Component<any RootDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol RootBuildable: Buildable {
    func build() -> (launchRouter: any LaunchRouting, urlHandler: any RootURLHandler)
}

final class RootBuilder: Builder<any RootDependency>, RootBuildable {
    func build() -> (launchRouter: any LaunchRouting, urlHandler: any RootURLHandler) {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let router = RootRouter(interactor: interactor, viewController: viewController)
        return (router, interactor)
    }
}
