import Observation

/// The child views of a stream-style RIB and its navigation state, as its view renders them.
///
/// The runtime writes it, when the RIB's ``RIBNode`` attaches or detaches a child: the stack,
/// the presented views and the slots always match the attached children. The view's own
/// dismissals (a back gesture, a swipe down) go through `dismiss(_:)` with its route's id, which
/// detaches the child RIB, so navigation state cannot drift from the tree.
///
/// It is also the view a viewless classic child shows its own children in: such a child's
/// router presents and dismisses them here (``present(_:)``, and `dismiss(_:)` with the view),
/// as it would in its parent's view controller in a classic tree.
@MainActor
@Observable
public final class ViewContainer: ViewControllable {
    /// A child's view in this container.
    public struct Route: Identifiable {
        /// The identity of the child RIB.
        public let id: ObjectIdentifier
        /// The child RIB's name.
        public let name: String
        /// The child's view.
        public let view: any ViewControllable
        /// Where it is shown.
        public let placement: Placement
    }

    /// Pushed children, bottom first.
    public internal(set) var stack: [Route] = []
    /// Presented children, bottom first.
    public internal(set) var presented: [Route] = []
    /// Embedded children by slot.
    public internal(set) var embedded: [String: Route] = [:]

    @ObservationIgnored weak var owner: RIBNode?

    /// Creates an empty container: a stream-style RIB's node has its own (``RIBNode/viewContainer``);
    /// a classic RIB whose view is written in SwiftUI makes one to show its children's views
    /// (``present(_:)``, ``push(_:)``), which its SwiftUI view binds to ``sheet`` and ``path``.
    public nonisolated init() {}

    /// Every route, in the order: stack, presented, embedded by slot name.
    public var routes: [Route] {
        stack + presented + embedded.keys.sorted().compactMap { embedded[$0] }
    }

    /// The view dismissed route `id` itself (a back gesture, a swipe down, a close button):
    /// detaches that child RIB, which removes the route. Dismissing an unknown route does nothing.
    public func dismiss(_ id: Route.ID) {
        owner?.detachChild(identifiedBy: id)
    }

    /// Dismisses the top of the navigation stack, as a back button does.
    public func pop() {
        if let top = stack.last { dismiss(top.id) }
    }

    /// Shows `viewController` presented in this RIB's view, on behalf of a viewless child: a
    /// classic RIB without a view shows its children in its parent's view, and a stream-style
    /// or RVB parent gives it this container as that view (`ribs attach` writes
    /// `extension ViewContainer: <Child>ViewControllable {}`). Presenting a view shown already
    /// does nothing.
    public func present(_ viewController: any ViewControllable) {
        let id = ObjectIdentifier(viewController)
        guard !routes.contains(where: { $0.id == id }) else { return }
        presented.append(Route(id: id, name: "\(type(of: viewController))", view: viewController, placement: .present))
    }

    /// Shows `viewController` pushed in this RIB's view, as ``present(_:)`` presents one.
    public func push(_ viewController: any ViewControllable) {
        let id = ObjectIdentifier(viewController)
        guard !routes.contains(where: { $0.id == id }) else { return }
        stack.append(Route(id: id, name: "\(type(of: viewController))", view: viewController, placement: .push))
    }

    /// Takes `viewController`, shown with ``present(_:)`` or ``push(_:)``, out of this RIB's view.
    public func dismiss(_ viewController: any ViewControllable) {
        remove(ObjectIdentifier(viewController))
    }

    /// Whether the view of child `id` can be closed by a back key: it is presented, or pushed
    /// above the first screen of the stack.
    func offersBack(for id: Route.ID) -> Bool {
        presented.contains { $0.id == id } || stack.dropFirst().contains { $0.id == id }
    }

    func add(_ route: Route) {
        switch route.placement {
        case .push: stack.append(route)
        case .present: presented.append(route)
        case .embed(let slot): embedded[slot] = route
        case .none: break
        }
    }

    func remove(_ id: Route.ID) {
        stack.removeAll { $0.id == id }
        presented.removeAll { $0.id == id }
        for (slot, route) in embedded where route.id == id { embedded[slot] = nil }
    }
}
