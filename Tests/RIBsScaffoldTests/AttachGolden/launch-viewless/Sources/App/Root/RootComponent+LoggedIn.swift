import RIBs

/// What Root needs from its own parent to give LoggedIn: make `RootDependency`
/// refine it when LoggedIn needs something Root does not make.
@MainActor
protocol RootDependencyLoggedIn: Dependency {}

/// Root's scope gives LoggedIn what it depends on.
extension RootComponent: LoggedInDependency {
    var loggedInViewController: any LoggedInViewControllable {
        rootViewController
    }
}
