import RIBs

/// What RideList needs from its own parent to give RideDetail: make `RideListDependency`
/// refine it when RideDetail needs something RideList does not make.
@MainActor
protocol RideListDependencyRideDetail: Dependency {}

/// RideList's scope gives RideDetail what it depends on.
extension RideListComponent: RideDetailDependency {}
