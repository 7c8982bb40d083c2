import RIBs

/// What LoggedIn needs from its own parent to give OffGame: make `LoggedInDependency`
/// refine it when OffGame needs something LoggedIn does not make.
@MainActor
protocol LoggedInDependencyOffGame: Dependency {}

/// LoggedIn's scope gives OffGame what it depends on.
extension LoggedInComponent: OffGameDependency {}
