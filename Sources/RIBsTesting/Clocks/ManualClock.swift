import RIBs
import Synchronization
import Testing

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
        /// Waits for a number of sleepers (``waitForSleepers(_:timeLimit:sourceLocation:)``).
        var sleeperWaits: [(count: Int, wakeup: Wakeup)] = []

        /// The waits the sleepers now satisfy, taken out.
        mutating func satisfiedWaits() -> [Wakeup] {
            let count = sleepers.count
            let satisfied = sleeperWaits.filter { $0.count == count }.map(\.wakeup)
            sleeperWaits.removeAll { $0.count == count }
            return satisfied
        }
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
                let (resumeNow, satisfied) = state.withLock { state -> (Bool, [Wakeup]) in
                    if deadline <= state.now || Task.isCancelled { return (true, []) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return (false, state.satisfiedWaits())
                }
                for wakeup in satisfied { wakeup.signal(true) }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let (cancelled, satisfied) = state.withLock { state -> (Sleeper?, [Wakeup]) in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return (nil, []) }
                let sleeper = state.sleepers.remove(at: index)
                return (sleeper, state.satisfiedWaits())
            }
            cancelled?.continuation.resume(throwing: CancellationError())
            for wakeup in satisfied { wakeup.signal(true) }
        }
    }

    /// Moves the clock forward: sleepers whose deadline is reached resume, and observers (a leak
    /// detector's due checks) run before this returns.
    @MainActor
    public func advance(by duration: Duration) {
        precondition(
            duration >= .zero, "ManualClock.advance(by:) takes a duration that is not negative, got \(duration).")
        let (due, observers, satisfied) = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return (due, state.advanceObservers, due.isEmpty ? [] : state.satisfiedWaits())
        }
        for sleeper in due { sleeper.continuation.resume() }
        for wakeup in satisfied { wakeup.signal(true) }
        for observer in observers { observer() }
    }

    /// Waits until exactly `count` tasks sleep on the clock (a worker's loop, a stream's timer),
    /// or fails the test when `timeLimit` passes first (by default 10 s, or the `.waitTimeLimit`
    /// trait's). Returns whether they did. Never polls: each sleep, wake-up and cancellation
    /// checks the count.
    ///
    /// What a test waits for before it advances the clock past what a worker started, and after,
    /// to see it sleep again, or stop:
    ///
    /// ```swift
    /// worker.start(interactor)
    /// await clock.waitForSleepers(1)  // the worker's loop waits for its first beat
    /// clock.advance(by: .seconds(2))
    /// await clock.waitForSleepers(1)  // one beat done, it waits for the next
    /// ```
    @discardableResult
    public func waitForSleepers(
        _ count: Int, timeLimit: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        let timeLimit = timeLimit ?? TestWaits.defaultLimit
        let wakeup = Wakeup()
        let now = state.withLock { state -> Bool in
            if state.sleepers.count == count { return true }
            state.sleeperWaits.append((count, wakeup))
            return false
        }
        if now { return true }
        let limit = TimeLimit(timeLimit)
        limit.wakes(wakeup)
        let reached = await wakeup.wait()
        limit.end()
        guard reached else {
            state.withLock { state in state.sleeperWaits.removeAll { $0.wakeup === wakeup } }
            Issue.record(
                Comment(
                    rawValue:
                        "ManualClock: \(sleeperCount) task\(sleeperCount == 1 ? "" : "s") sleeping on the clock after \(timeLimit), \(count) expected.\(limit.holdsNote)"
                ), sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// Registers `observer` to run on the main actor at the end of every ``advance(by:)``.
    package func onStep(_ observer: @escaping @Sendable @MainActor () -> Void) {
        state.withLock { $0.advanceObservers.append(observer) }
    }
}
