import RIBs

/// What Root needs from its own parent to give LoggedOut: make `RootDependency`
/// refine it when LoggedOut needs something Root does not make.
@MainActor
protocol RootDependencyLoggedOut: Dependency {}

/// Root's scope gives LoggedOut what it depends on.
extension RootComponent: LoggedOutDependency {}
