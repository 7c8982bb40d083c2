import RIBs

/// What a deep link's workflow asks of LoggedIn: `ribs new workflow` adds each step here, and
/// LoggedIn's interactor does it.
/// @mockable
@MainActor
protocol LoggedInActionableItem: AnyObject {
    func waitForParcelList() async -> (any ParcelListActionableItem, Void)?

    func showHistory(days: Int, archived: Bool) -> (any LoggedInActionableItem, Void)?
}
