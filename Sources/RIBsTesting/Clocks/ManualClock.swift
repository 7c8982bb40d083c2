import RIBs
import Synchronization

/// A clock that moves only when told to: for tests of anything that waits, the
/// `LeakDetector` first.
///
/// ```swift
/// let clock = ManualClock()
/// let detector = LeakDetector(clock: clock, leakHandler: { _ in })
/// clock.advance(by: .seconds(1))   // due leak checks run now, synchronously
/// ```
/// Tasks sleeping on it resume when an advance reaches their deadline.
public final class ManualClock: Clock, Sendable, SteppedClock {
    /// A point on a manual clock: the time advanced since it was created.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the clock was created.
        public var offset: Duration

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextSleeperID: UInt64 = 0
        var advanceObservers: [@Sendable @MainActor () -> Void] = []
    }

    private let state = Locked(State())

    /// Creates a clock at offset zero.
    public init() {}

    /// The time advanced so far.
    public var now: Instant { state.withLock { $0.now } }

    /// How many tasks sleep on the clock now: what a test waits for before it advances the
    /// clock past a timer a stream or a worker started (`debounce`, `throttle`).
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Zero: the clock moves only when advanced.
    public var minimumResolution: Duration { .zero }

    /// Suspends until an advance reaches `deadline` (at once if it has); throws `CancellationError` if the
    /// task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.nextSleeperID += 1
            return state.nextSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let resumeNow: Bool = state.withLock { state in
                    if deadline <= state.now || Task.isCancelled { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward: sleepers whose deadline is reached resume, and observers (a leak
    /// detector's due checks) run before this returns.
    @MainActor
    public func advance(by duration: Duration) {
        precondition(
            duration >= .zero, "ManualClock.advance(by:) takes a duration that is not negative, got \(duration).")
        let (due, observers) = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return (due, state.advanceObservers)
        }
        for sleeper in due { sleeper.continuation.resume() }
        for observer in observers { observer() }
    }

    /// Registers `observer` to run on the main actor at the end of every ``advance(by:)``.
    package func onStep(_ observer: @escaping @Sendable @MainActor () -> Void) {
        state.withLock { $0.advanceObservers.append(observer) }
    }
}
