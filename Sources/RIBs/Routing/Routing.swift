/// The events of a router's own lifecycle.
public enum RouterLifecycle: Sendable, Equatable {
    /// The router has loaded: it was attached (or launched) and may attach its first children.
    case didLoad
}

/// Something with a router lifecycle to observe.
@MainActor
public protocol RouterScope: AnyObject {
    /// The lifecycle events from now on (a subscriber made after `didLoad` does not see it, as
    /// with Uber's `PublishSubject`); finishes when the router is deallocated.
    var lifecycle: AsyncStream<RouterLifecycle> { get }
}

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

/// A router that owns a view.
@MainActor
public protocol ViewableRouting: Routing {
    /// The view of this RIB.
    var viewControllable: any ViewControllable { get }
}

/// The router at the root of the tree, which launches the app into a window.
@MainActor
public protocol LaunchRouting: ViewableRouting {
    /// Shows the root view in `window`, activates the root interactor, then loads the router.
    func launch(from window: any WindowControllable)
}
