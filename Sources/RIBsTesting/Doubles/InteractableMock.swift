import RIBs

/// An `Interactable` that counts and records `activate` and `deactivate`, with a real active
/// state (so routers attached to it behave as with a real interactor).
///
/// Subclass it for a RIB's own interactable protocol: the lifecycle members are done.
///
/// ```swift
/// final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {
///     var router: LoggedInRouting?
///     var listener: LoggedInListener?
/// }
/// ```
@MainActor
open class InteractableMock: Interactable {
    /// The name entries are recorded under.
    public let name: String
    /// Where calls are recorded.
    public let log: CallLog
    private let relay = ActiveStateRelay()

    /// How many times `activate()` was called.
    public private(set) var activateCallCount = 0
    /// How many times `deactivate()` was called.
    public private(set) var deactivateCallCount = 0
    /// Runs on each `activate`, after the state changed.
    public var activateHandler: (() -> Void)?
    /// Runs on each `deactivate`, after the state changed.
    public var deactivateHandler: (() -> Void)?

    /// Creates an inactive mock recording into `log` as `name`.
    public init(name: String = "Interactable", log: CallLog = CallLog()) {
        self.name = name
        self.log = log
    }

    /// Whether the mock is active: a real state, changed by `activate()` and `deactivate()`.
    public var isActive: Bool { relay.isActive }

    /// The active state now, then each change.
    public var isActiveStream: Events<Bool> { relay.isActiveStream }

    /// Calls `observer` with each change of the active state, as a real interactor does.
    @discardableResult
    public func observeActiveState(_ observer: @escaping @MainActor (Bool) -> Void) -> ActiveStateObservation {
        relay.observeActiveState(observer)
    }

    /// Stops the observer that `observation` names.
    public func removeActiveStateObserver(_ observation: ActiveStateObservation) {
        relay.removeActiveStateObserver(observation)
    }

    /// Counts and records the call (`<name>.activate`), becomes active, then runs ``activateHandler``.
    open func activate() {
        activateCallCount += 1
        log.record("\(name).activate")
        relay.activate()
        activateHandler?()
    }

    /// Counts and records the call (`<name>.deactivate`), becomes inactive, then runs ``deactivateHandler``.
    open func deactivate() {
        deactivateCallCount += 1
        log.record("\(name).deactivate")
        relay.deactivate()
        deactivateHandler?()
    }
}
