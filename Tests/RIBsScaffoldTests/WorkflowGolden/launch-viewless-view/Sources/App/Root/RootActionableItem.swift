import RIBs

/// What a deep link's workflow asks of Root: `ribs new workflow` adds each step here, and
/// Root's interactor does it.
/// @mockable
@MainActor
protocol RootActionableItem: AnyObject {
    func waitForLoggedIn() async -> (any LoggedInActionableItem, Void)?
}
