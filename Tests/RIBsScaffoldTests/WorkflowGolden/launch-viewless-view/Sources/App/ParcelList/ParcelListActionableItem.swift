import RIBs

/// What a deep link's workflow asks of ParcelList: `ribs new workflow` adds each step here, and
/// ParcelList's interactor does it.
/// @mockable
@MainActor
protocol ParcelListActionableItem: AnyObject {
    func openParcel(parcelID: String) -> (any ParcelListActionableItem, Void)?
}
