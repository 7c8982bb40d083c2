import RIBs

/// What Root needs from the app.
/// @mockable
@MainActor
protocol RootDependency: Dependency, RootPassThrough {
    // TODO: Declare what this RIB needs from its parent and cannot make itself.
}

/// Root's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class RootComponent: Component<any RootDependency> {
    // TODO: Declare the objects this RIB makes and shares with its children.
}

// MARK: - Builder

/// @mockable
@MainActor
protocol RootBuildable: Buildable {
    func build() -> any LaunchRouting
}

final class RootBuilder: Builder<any RootDependency>, RootBuildable {
    func build() -> any LaunchRouting {
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        return RootRouter(interactor: interactor, viewController: viewController)
    }
}
