import RIBs

/// A `Working` that counts and records `start` and `stop`, with a real started state (and its
/// stream), and the scope it was started on.
///
/// Subclass it for a RIB's own worker protocol, as `ribs mock` does: the lifecycle members are
/// done.
///
/// ```swift
/// final class HeartbeatWorkingMock: WorkingMock, HeartbeatWorking {}
/// ```
@MainActor
open class WorkingMock: Working {
    /// The name entries are recorded under.
    public let name: String
    /// Where calls are recorded.
    public let log: CallLog
    private let startedValues = ValueRelay(false)

    /// How many times `start(_:)` was called.
    public private(set) var startCallCount = 0
    /// How many times `stop()` was called.
    public private(set) var stopCallCount = 0
    /// The scope of the last `start(_:)`, held weakly as a worker holds it.
    public private(set) weak var interactorScope: (any InteractorScope)?
    /// Runs on each `start(_:)`, after the state changed.
    public var startHandler: ((any InteractorScope) -> Void)?
    /// Runs on each `stop()`, after the state changed.
    public var stopHandler: (() -> Void)?

    /// Creates a stopped mock recording into `log` as `name`.
    public init(name: String = "Working", log: CallLog = CallLog()) {
        self.name = name
        self.log = log
    }

    /// Whether the mock is started: a real state, changed by `start(_:)` and `stop()`.
    public private(set) var isStarted = false {
        didSet {
            guard isStarted != oldValue else { return }
            startedValues.value = isStarted
        }
    }

    /// The started state now, then each change, delivered as a worker delivers it.
    public var isStartedStream: Events<Bool> { startedValues.values }

    /// Counts and records the call (`<name>.start`), becomes started, then runs ``startHandler``.
    open func start(_ interactorScope: any InteractorScope) {
        startCallCount += 1
        log.record("\(name).start")
        self.interactorScope = interactorScope
        isStarted = true
        startHandler?(interactorScope)
    }

    /// Counts and records the call (`<name>.stop`), becomes stopped, then runs ``stopHandler``.
    open func stop() {
        stopCallCount += 1
        log.record("\(name).stop")
        isStarted = false
        stopHandler?()
    }
}
