import RIBs

/// What Root needs from its own parent to give LoggedOut: make `RootDependency`
/// refine it when LoggedOut needs something Root does not make.
@MainActor
protocol RootDependencyLoggedOut: Dependency {
    // TODO: Declare what LoggedOut needs that Root gets from its own parent.
}

/// Root's scope gives LoggedOut what it depends on.
extension RootComponent: LoggedOutDependency {
    // TODO: Give LoggedOut what its dependency declares, from Root's scope or its dependency.
}
