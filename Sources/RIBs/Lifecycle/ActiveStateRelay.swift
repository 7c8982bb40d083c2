/// A stand-alone active state, for types that implement ``Interactable`` without subclassing
/// ``Interactor`` (test doubles, generated mocks).
///
/// ```swift
/// final class InteractableMock: Interactable {
///     let relay = ActiveStateRelay()
///     var isActive: Bool { relay.isActive }
///     var isActiveStream: AsyncStream<Bool> { relay.isActiveStream }
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
    public init() {
        MainThread.note()
    }

    public var isActive: Bool { state.isActive }

    public var isActiveStream: AsyncStream<Bool> { state.stream() }

    @discardableResult
    public func observeActiveState(_ observer: @escaping @MainActor (Bool) -> Void) -> ActiveStateObservation {
        state.addObserver(observer)
    }

    public func removeActiveStateObserver(_ observation: ActiveStateObservation) {
        state.removeObserver(observation)
    }

    public func activate() { set(true) }

    public func deactivate() { set(false) }

    private func set(_ isActive: Bool) {
        state.setActive(isActive)?.notify(isActive) { state.isObserving($0) }
    }

    deinit {
        MainActorDeinit.run {
            self.state.finish()
            return .none
        }
    }
}
