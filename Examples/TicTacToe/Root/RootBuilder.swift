import RIBs

/// What Root needs from the app.
@MainActor
protocol RootDependency: Dependency, RootPassThrough {
    /// Where the app writes lines for the players to read (tutorial 1 prints the names).
    var log: @MainActor (String) -> Void { get }
}

/// Root's scope: its view, in which LoggedIn (viewless) shows its children.
final class RootComponent: Component<any RootDependency> {
    /// Root's view, in which viewless children such as LoggedIn show their children.
    let rootViewController: any RootViewControllable

    init(dependency: any RootDependency, rootViewController: any RootViewControllable) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }

    /// The view LoggedIn shows its children in: Root's.
    var loggedInViewController: any LoggedInViewControllable {
        rootViewController
    }
}

// MARK: - Builder

@MainActor
protocol RootBuildable: Buildable {
    func build() -> (launchRouter: any LaunchRouting, urlHandler: any RootURLHandler)
}

final class RootBuilder: Builder<any RootDependency>, RootBuildable {
    func build() -> (launchRouter: any LaunchRouting, urlHandler: any RootURLHandler) {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController, log: dependency.log)
        let router = RootRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: LoggedOutBuilder(dependency: component),
            loggedInBuilder: LoggedInBuilder(dependency: component)
        )
        return (router, interactor)
    }
}
