import RIBs

/// What Root needs from its own parent to give LoggedIn: make `RootDependency`
/// refine it when LoggedIn needs something Root does not make.
@MainActor
protocol RootDependencyLoggedIn: Dependency {
    // TODO: Declare what LoggedIn needs that Root gets from its own parent.
}

/// Root's scope gives LoggedIn what it depends on.
extension RootComponent: LoggedInDependency {
    var loggedInViewController: any LoggedInViewControllable {
        rootViewController
    }

    // TODO: Give LoggedIn what its dependency declares, from Root's scope or its dependency.
}
