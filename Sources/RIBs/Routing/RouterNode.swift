/// What every ``Router`` knows about its place in the tree, beyond the public ``Routing``
/// protocol: its parent and where it sits in the parent's child storage.
///
/// Children that are not ``Router``s (test doubles of ``Routing``) are supported, with a linear
/// search on detach instead of the slot index.
@MainActor
protocol RouterNode: Routing {
    /// The router this one is attached to; weak, and cleared on detach.
    var parentNode: (any RouterNode)? { get set }
    /// The index of this router in its parent's child storage.
    var slotInParent: Int { get set }
    /// The pending deallocation check of this router, from its detach until it is attached again.
    var leakCheckID: UInt64? { get set }
    /// The path this router had when it was detached, for the reports about its parts.
    var detachedPath: String? { get set }
    /// Delivers an attach or detach that happened in this router's subtree.
    func deliverTreeEvent(_ event: RouterTreeEvent)
    var hasTreeEventSubscribers: Bool { get }
}

extension RouterNode {
    /// "Root/LoggedIn/OffGame": the names from the root of the tree down to this router.
    var treePath: String {
        var names = [name]
        var node = parentNode
        while let current = node {
            names.append(current.name)
            node = current.parentNode
        }
        return names.reversed().joined(separator: "/")
    }

    /// Whether `other` is this router or one of its ancestors.
    func isSelfOrDescendant(of other: any Routing) -> Bool {
        var node: (any RouterNode)? = self
        while let current = node {
            if current === other { return true }
            node = current.parentNode
        }
        return false
    }
}
