import RIBs

/// What a deep link's workflow asks of Account: `ribs new workflow` adds each step here, and
/// Account's interactor does it.
/// @mockable
@MainActor
protocol AccountActionableItem: AnyObject {
    func waitForForm() async -> (any FormActionableItem, Void)?
}
