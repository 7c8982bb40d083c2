import RIBs

/// What LoggedIn needs from its own parent to give ParcelList: make `LoggedInDependency`
/// refine it when ParcelList needs something LoggedIn does not make.
@MainActor
protocol LoggedInDependencyParcelList: Dependency {}

/// LoggedIn's scope gives ParcelList what it depends on.
extension LoggedInComponent: ParcelListDependency {}
