/// What every ``Router`` knows about its place in the tree, beyond the public ``Routing``
/// protocol: its parent and where it sits in the parent's child storage.
///
/// Children that are not ``Router``s (test doubles of ``Routing``) are supported, with a linear
/// search on detach instead of the slot index.
@MainActor
protocol RouterNode: Routing {
    /// "Root/LoggedIn/OffGame", cached until the router moves.
    var path: String { get }
    var ribID: RIBID { get }
    /// The router this one is attached to; cleared on detach and when the parent deinitialises.
    var parentNode: (any RouterNode)? { get set }
    /// The index of this router in its parent's child storage.
    var slotInParent: Int { get set }
    /// The check that this router deallocates, from its detach until it is attached again; its
    /// path is where the router was detached from, for the reports about its parts.
    var deallocationCheck: DeallocationCheck? { get set }
    /// Whether ``deallocationCheck`` is set: read on every attach and detach, without copying
    /// the check out of the router.
    var isAwaitingDeallocation: Bool { get }
    /// The identity of the root of the tree this router is in (its own, for a root): what an
    /// event or a leak report says, so that a tool tells two trees apart whatever their names.
    /// Cached with the path: every detach under a watched leak detector asks for it.
    var treeRootID: RIBID { get }
    /// Forgets the cached paths and tree roots of this router and its subtree (it moved).
    func invalidateCachedPaths()
    /// Whether any child is attached.
    var hasChildren: Bool { get }
    /// The attached children that are runtime routers.
    var childNodes: [any RouterNode] { get }
    /// Called after the parent attached this router.
    func didJoinParent()
    /// Called after the parent detached this router.
    func didLeaveParent()
    /// Whether ``LiveTrees`` holds this router as a root.
    var isRegisteredRoot: Bool { get set }
    /// The RIB's view, if it has one.
    var ownView: (any ViewControllable)? { get }
    /// The user closed the view of `child`, a child of this router (``UserClosing``).
    func childWasClosedByUser(_ child: any Routing)
    /// Whether `child` is attached to this router now.
    func isAttached(_ child: any Routing) -> Bool
    /// Whether the person can close `child`'s view with a back key.
    func offersBack(for child: any Routing) -> Bool
    /// Delivers an attach or detach that happened in this router's subtree.
    func deliverTreeEvent(_ event: RouterTreeEvent)
    var hasTreeEventSubscribers: Bool { get }
}

extension RouterNode {

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

extension RouterNode {
    /// The identity of the root of the tree this router is in (its own, for a root): what an
    /// event or a leak report says, so that a tool tells two trees apart whatever their names.
    var treeRootID: RIBID {
        var node: any RouterNode = self
        while let parent = node.parentNode { node = parent }
        return node.ribID
    }
}

extension Routing {
    /// The router's identity, for the runtime's routers (a foreign `Routing` has none): what
    /// the inspector compares with an event's ``RIBEvent/tree``.
    package var runtimeID: RIBID? { (self as? any RouterNode)?.ribID }
}

extension Routing {
    /// This router as a runtime router, or `nil` for a foreign `Routing`. Found through its
    /// interactor when that is an ``Interactor`` (a class cast and a field read): a cast to the
    /// protocol asks the runtime's conformance cache, which was about 300 instructions on every
    /// attach and every detach.
    var routerNode: (any RouterNode)? {
        if let owner = (interactable as? Interactor)?.owningRouter, owner === self { return owner }
        return self as? any RouterNode
    }
}
