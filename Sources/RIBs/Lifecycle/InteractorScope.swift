/// The active/inactive scope of an interactor: what work bound to a RIB's lifetime observes.
///
/// An interactor is active while its RIB is attached to an active parent. ``isActiveStream``
/// yields the current state first, then every change, and finishes when the scope is
/// deallocated. Routers, workers and confined streams need to react *synchronously* (when
/// `activate()` returns, the whole subtree is active, as in Uber's RIBs), so a scope also takes
/// synchronous observers.
///
/// Implement it by subclassing ``Interactor``. A test double that cannot subclass can keep an
/// ``ActiveStateRelay`` and forward to it.
@MainActor
public protocol InteractorScope: AnyObject {
    /// Whether the scope is active now.
    var isActive: Bool { get }

    /// The current state, then each change, delivered to a handler before the call that made
    /// the change returns (Rx's timing); finishes when the scope is deallocated.
    var isActiveStream: Events<Bool> { get }

    /// Calls `observer` synchronously with each change of ``isActive`` (not with the current
    /// value), until the observation is removed or the scope goes away.
    @discardableResult
    func observeActiveState(_ observer: @escaping @MainActor (Bool) -> Void) -> ActiveStateObservation

    /// Stops an observation started with ``observeActiveState(_:)``. Removing twice does nothing.
    func removeActiveStateObserver(_ observation: ActiveStateObservation)
}
