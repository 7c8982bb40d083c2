import RIBs

/// What a deep link's workflow asks of Cart: `ribs new workflow` adds each step here, and
/// Cart's interactor does it.
/// @mockable
@MainActor
protocol CartActionableItem: AnyObject {
    func checkout(items: [String]) -> (any CartActionableItem, Void)?
}
