/// A stand-alone active state, for types that implement ``Interactable`` without subclassing
/// ``Interactor`` (test doubles, generated mocks).
///
/// ```swift
/// final class InteractableMock: Interactable {
///     let relay = ActiveStateRelay()
///     var isActive: Bool { relay.isActive }
///     var isActiveStream: Events<Bool> { relay.isActiveStream }
///     func observeActiveState(_ o: @escaping @MainActor (Bool) -> Void) -> ActiveStateObservation {
///         relay.observeActiveState(o)
///     }
///     func removeActiveStateObserver(_ o: ActiveStateObservation) { relay.removeActiveStateObserver(o) }
///     var activateCallCount = 0
///     func activate() { activateCallCount += 1; relay.activate() }
///     func deactivate() { relay.deactivate() }
/// }
/// ```
@MainActor
public final class ActiveStateRelay: Interactable {
    private var state = ActiveStateStorage()

    /// Creates an inactive relay.
    public init() {}

    /// Whether the relay is active.
    public var isActive: Bool { state.isActive }

    /// The active state now, then each change; a new stream for each caller.
    public var isActiveStream: Events<Bool> { state.stream() }

    /// Calls `observer` on the main actor with each change of the active state, until removed.
    @discardableResult
    public func observeActiveState(_ observer: @escaping @MainActor (Bool) -> Void) -> ActiveStateObservation {
        state.addObserver(observer)
    }

    /// Stops the observer that `observation` names; removing it twice does nothing.
    public func removeActiveStateObserver(_ observation: ActiveStateObservation) {
        state.removeObserver(observation)
    }

    /// Becomes active and tells the observers; does nothing if already active.
    public func activate() { set(true) }

    /// Becomes inactive and tells the observers; does nothing if already inactive.
    public func deactivate() { set(false) }

    private func set(_ isActive: Bool) {
        guard let observers = state.setActive(isActive) else { return }
        // Sent before the observers run, delivered after them: a subscription an observer makes
        // replays the new state, once, and no handler sees a scope its observers have not followed.
        DeliveryQueue.holding {
            state.publisher?.send(isActive)
            observers.notify(isActive) { state.isObserving($0) }
        }
    }

    deinit {
        MainActorDeinit.run {
            self.state.finish()
            return .none
        }
    }
}
