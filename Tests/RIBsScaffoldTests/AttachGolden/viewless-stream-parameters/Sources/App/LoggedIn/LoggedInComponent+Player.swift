import RIBs

/// What LoggedIn needs from its own parent to give Player: make `LoggedInDependency`
/// refine it when Player needs something LoggedIn does not make.
@MainActor
protocol LoggedInDependencyPlayer: Dependency {
    var baseURL: String { get }
}

/// LoggedIn's scope gives Player what it depends on.
extension LoggedInComponent {
    var baseURL: String {
        dependency.baseURL
    }
}
