import RIBs

/// What a deep link's workflow asks of Home: `ribs new workflow` adds each step here, and
/// Home's interactor does it.
/// @mockable
@MainActor
protocol HomeActionableItem: AnyObject {
    func openAccount() async -> (any AccountActionableItem, Void)?
}
