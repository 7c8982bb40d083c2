import RIBs

/// What a deep link's workflow asks of RideList: `ribs new workflow` adds each step here, and
/// RideList's interactor does it.
/// @mockable
@MainActor
protocol RideListActionableItem: AnyObject {}
