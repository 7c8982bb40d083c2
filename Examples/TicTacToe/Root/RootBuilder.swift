import RIBs

/// What Root needs from the app.
@MainActor
protocol RootDependency: Dependency, RootPassThrough {
    /// Where the app writes lines for the players to read (tutorial 1 prints the names).
    var log: @MainActor (String) -> Void { get }
}

/// Root's scope: its view controller, which LoggedIn (viewless) shows its children in.
final class RootComponent: Component<any RootDependency> {
    let rootViewController: RootViewController

    init(dependency: any RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }

    var loggedInViewController: any LoggedInViewControllable { rootViewController }
}

@MainActor
protocol RootBuildable: Buildable {
    func build() -> (launchRouter: any LaunchRouting, urlHandler: any UrlHandler)
}

final class RootBuilder: Builder<any RootDependency>, RootBuildable {
    func build() -> (launchRouter: any LaunchRouting, urlHandler: any UrlHandler) {
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
