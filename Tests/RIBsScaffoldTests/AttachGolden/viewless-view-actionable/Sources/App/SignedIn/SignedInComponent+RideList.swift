import RIBs

/// What SignedIn needs from its own parent to give RideList: make `SignedInDependency`
/// refine it when RideList needs something SignedIn does not make.
@MainActor
protocol SignedInDependencyRideList: Dependency {}

/// SignedIn's scope gives RideList what it depends on.
extension SignedInComponent: RideListDependency {}
