/// The contract between an ``Interactor`` and the ``Router`` that owns it: what the interactor
/// tells its router synchronously, before any other observer, and asks of it. (A router tells
/// its interactor, in turn, that it deallocates: `Interactor.routerDidDeallocate()` and
/// `expectDeallocation(_:)`.)
@MainActor
protocol InteractorOwner: RouterNode {
    /// Whether the router's parent is active; nil for a root. An interactor asks only when
    /// `activate()` is called on it: its router tells it when the parent changes.
    var parentIsActive: Bool? { get }
    /// The router's name and path, for messages. (Its identity, name, path and children, which
    /// ``Interactor/waitForChild(_:)`` reads, come with ``RouterNode``.)
    var diagnosticName: String { get }
    /// Attaches and detaches below the router, from the moment it is asked.
    var treeEvents: AsyncStream<RouterTreeEvent> { get }
    /// The interactor's active state changed: the router's children follow it.
    func interactorDidChangeActiveState(_ isActive: Bool)
}
