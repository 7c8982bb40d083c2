/// A node of the RIB tree: it attaches and detaches child RIBs.
///
/// Adopted by ``Router``; a test double of a child router can adopt it directly.
@MainActor
public protocol Routing: RouterScope {
    /// The interactor of this RIB, as the router's lifecycle sees it.
    var interactable: any Interactable { get }
    /// The attached children, in the order they were attached.
    var children: [any Routing] { get }
    /// The name of this RIB in the tree (for paths and renderings).
    var name: String { get }
    /// Loads the router: called once by the parent after attaching it (or by `launch`).
    func load()
    /// Attaches `child`: it is loaded, and active whenever this router is.
    func attachChild(_ child: any Routing)
    /// Detaches `child`: its whole subtree is deactivated and it is removed from ``children``.
    func detachChild(_ child: any Routing)
}

extension Routing {
    /// The type name without a trailing "Router" ("LoggedInRouter" is "LoggedIn").
    public var name: String { RouterName.default(for: self) }
}
