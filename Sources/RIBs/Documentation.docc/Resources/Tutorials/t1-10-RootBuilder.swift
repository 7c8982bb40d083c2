import RIBs

/// What Root needs from the app.
@MainActor
protocol RootDependency: Dependency, RootPassThrough {
    /// Where the app writes lines for the players to read.
    var log: @MainActor (String) -> Void { get }
}

/// Root's scope: what it makes and shares with its children.
final class RootComponent: Component<any RootDependency> {}

// MARK: - Builder

@MainActor
protocol RootBuildable: Buildable {
    func build() -> (launchRouter: any LaunchRouting, urlHandler: any RootURLHandler)
}

final class RootBuilder: Builder<any RootDependency>, RootBuildable {
    func build() -> (launchRouter: any LaunchRouting, urlHandler: any RootURLHandler) {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController, log: dependency.log)
        let component = RootComponent(dependency: dependency)
        let router = RootRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: LoggedOutBuilder(dependency: component)
        )
        return (router, interactor)
    }
}
