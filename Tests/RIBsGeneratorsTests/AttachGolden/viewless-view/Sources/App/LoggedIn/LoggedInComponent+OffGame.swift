import RIBs

/// What LoggedIn needs from its own parent to give OffGame: make `LoggedInDependency`
/// refine it when OffGame needs something LoggedIn does not make.
@MainActor
protocol LoggedInDependencyOffGame: Dependency {
    // TODO: Declare what OffGame needs that LoggedIn gets from its own parent.
}

/// LoggedIn's scope gives OffGame what it depends on.
extension LoggedInComponent: OffGameDependency {
    // TODO: Give OffGame what its dependency declares, from LoggedIn's scope or its dependency.
}
