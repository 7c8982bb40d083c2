import RIBs

/// What LoggedIn needs from its own parent to give Game: make `LoggedInDependency`
/// refine it when Game needs something LoggedIn does not make.
@MainActor
protocol LoggedInDependencyGame: Dependency {}

/// LoggedIn's scope gives Game what it depends on.
extension LoggedInComponent: GameDependency {
    var gameViewController: any GameViewControllable {
        dependency.loggedInViewController
    }
}
