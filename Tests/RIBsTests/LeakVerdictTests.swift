import RIBsTesting
import Synchronization
import Testing

@testable import RIBs

/// Issue 63: in a terminal on a busy machine, a detached RVB module's node was reported as leaked,
/// "not deallocated within 1.0 seconds", though it went: the detector's timer counted the
/// seconds the process did not run, and judged the check before the work queued behind the detach
/// (which let the node go) had run. From a pipe, and in tests, the verdict waited for that work.
///
/// A detector on a clock that runs by itself now counts only time in which the main actor could
/// run, and judges a due check behind the work queued before it; a kept object is still
/// reported. These tests play the timer's turns on a clock the test drives: no verdict depends
/// on how fast the machine is (real time only bounds a wait that would otherwise hang).
@MainActor
@Suite struct LeakVerdictTests {
    /// A node detached from its parent, held by `holder`: its check is pending.
    private func detachedNode(held holder: Holder, detector: LeakDetector) -> RIBNode {
        let (parent, child) = LeakDetector.$scoped.withValue(detector) {
            (RIBNode(name: "Account"), RIBNode(name: "AddTransaction"))
        }
        holder.node = child
        parent.attachChild(child)
        parent.detachChild(child)
        return parent
    }

    @Test func aNodeAQueuedJobReleasesIsNotReportedWhenItsCheckIsJudged() async {
        let clock = ScriptedClock()
        defer { clock.stop() }
        let detector = LeakDetector(clock: clock, leakHandler: { _ in })
        let holder = Holder()
        let parent = detachedNode(held: holder, detector: detector)
        #expect(detector.pendingCount == 1)
        // The work that lets the node go is queued on the main actor when its second has passed:
        // a busy machine runs it after the check comes due.
        Task { @MainActor in holder.node = nil }
        clock.set(.seconds(1))
        await detector.judgeDueChecksBehindPendingWork()
        #expect(detector.reports.isEmpty, "\(detector.reports)")
        #expect(detector.pendingCount == 0)
        withExtendedLifetime(parent) {}
    }

    @Test func aNodeThatIsKeptIsReportedWhenItsCheckIsJudged() async {
        let clock = ScriptedClock()
        defer { clock.stop() }
        let detector = LeakDetector(clock: clock, leakHandler: { _ in })
        let holder = Holder()
        let parent = detachedNode(held: holder, detector: detector)
        clock.set(.seconds(1))
        await detector.judgeDueChecksBehindPendingWork()
        #expect(
            detector.reports.map(\.description) == [
                "Leak detected: RIBNode at Account/AddTransaction was not deallocated within 1.0 seconds."
            ])
        withExtendedLifetime((parent, holder)) {}
    }

    /// The timer's first turn comes back three seconds late (the process was not scheduled):
    /// those seconds count against no check. The kept object is reported once its second has
    /// counted in turns that came on time, not before.
    @Test func secondsTheMainActorCouldNotRunDoNotCount() async throws {
        let clock = ScriptedClock()
        defer { clock.stop() }
        let detector = LeakDetector(clock: clock, leakHandler: { _ in })
        let thing = Thing()
        detector.expectDeallocate(object: thing, path: "Root/Thing")
        try await playLateTurnThenTurnsOnTime(clock, detector)
        #expect(try #require(await settled(detector)).map(\.path) == ["Root/Thing"])
        #expect(clock.now.offset >= .seconds(4))
        withExtendedLifetime(thing) {}
    }

    /// The same late turn, and the object released after it, as the work the hold delayed
    /// would release it: not reported, though the clock passed its deadline seconds before.
    @Test func anObjectReleasedAfterAHoldIsNotReported() async throws {
        let clock = ScriptedClock()
        defer { clock.stop() }
        let detector = LeakDetector(clock: clock, leakHandler: { _ in })
        let holder = Holder()
        let parent = detachedNode(held: holder, detector: detector)
        try await playLateTurnThenTurnsOnTime(clock, detector) { holder.node = nil }
        #expect(try #require(await settled(detector)) == [])
        withExtendedLifetime(parent) {}
    }

    /// A session that ends right after two detaches (`runJudgingLeaks`): the node a task lets go
    /// a few turns later is not reported, the kept one is, once its second has counted.
    @Test func aSessionThatEndsRightAfterADetachReportsOnlyWhatStays() async throws {
        let clock = ScriptedClock()
        defer { clock.stop() }
        let detector = LeakDetector(clock: clock, leakHandler: { _ in })
        let released = Holder()
        let kept = Holder()
        let parents = (detachedNode(held: released, detector: detector), detachedNode(held: kept, detector: detector))
        let verdict = Task { await detector.judgeEveryCheckInItsTime() }
        var counted = Duration.zero
        while counted < LeakDefaultExpectationTime.deallocation {
            let end = try #require(await clock.nextSleep(), "the detector's timer did not sleep again within 30 s")
            #expect(detector.reports.isEmpty)
            if counted == LeakDetector.timerTurn * 2 { released.node = nil }
            clock.endSleep(at: end)
            counted += LeakDetector.timerTurn
        }
        #expect(try #require(await settled(detector)).map(\.path) == ["Account/AddTransaction"])
        #expect(detector.reports.count == 1)
        await verdict.value
        withExtendedLifetime((parents, kept)) {}
    }

    /// Plays the timer's turns for one check time: the first comes back three seconds late, then
    /// `afterHold` runs, and the others come on time. Between two turns, nothing is judged.
    private func playLateTurnThenTurnsOnTime(
        _ clock: ScriptedClock, _ detector: LeakDetector, afterHold: () -> Void = {}
    ) async throws {
        var end = try #require(await clock.nextSleep(), "the detector's timer did not sleep within 30 s")
        clock.endSleep(at: end + .seconds(3))
        var counted = LeakDetector.timerTurn
        var isFirst = true
        while counted < LeakDefaultExpectationTime.deallocation {
            // The clock is past the deadline, and the detector sleeps again: nothing judged.
            end = try #require(await clock.nextSleep(), "the detector judged instead of sleeping again")
            #expect(detector.reports.isEmpty)
            if isFirst {
                #expect(detector.pendingCount == 1)
                afterHold()
                isFirst = false
            }
            clock.endSleep(at: end)
            counted += LeakDetector.timerTurn
        }
    }

    /// The reports once no check is pending (10 s at most, so that a failing test ends).
    private func settled(_ detector: LeakDetector) async -> [LeakReport]? {
        let deadline = ContinuousClock.now + .seconds(10)
        while detector.pendingCount > 0 {
            guard ContinuousClock.now < deadline else { return nil }
            await Task.yield()
        }
        return detector.reports
    }
}

private final class Thing {}

@MainActor
private final class Holder {
    var node: RIBNode?
}

/// A clock whose time the test sets and whose sleeps end only when the test ends them. It is not
/// a stepped clock: a detector on it runs its own timer, whose turns the test plays one by one.
private final class ScriptedClock: Clock, Sendable {
    struct Instant: InstantProtocol, Hashable, Sendable {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct State {
        var now = Duration.zero
        var sleeper: (until: Duration, continuation: CheckedContinuation<Void, any Error>)?
        /// The test waiting for the timer's next sleep (``nextSleep()``), and which wait it is.
        var waiter: (id: Int, continuation: CheckedContinuation<Duration?, Never>)?
        var waits = 0
        /// The test is over: a sleep begun after it (a timer started by an object released as the
        /// test's locals go) ends at once, so no task is left suspended at the process's exit.
        var isStopped = false
    }

    private let state = Mutex(State())

    var now: Instant { Instant(offset: state.withLock { $0.now }) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await withCheckedThrowingContinuation { continuation in
            let (isStopped, waiter) = state.withLock { state in
                if !state.isStopped { state.sleeper = (deadline.offset, continuation) }
                defer { state.waiter = nil }
                return (state.isStopped, state.isStopped ? nil : state.waiter)
            }
            if isStopped { continuation.resume(throwing: CancellationError()) }
            waiter?.continuation.resume(returning: deadline.offset)
        }
    }

    /// Sets the time without ending a sleep.
    func set(_ time: Duration) {
        state.withLock { $0.now = time }
    }

    /// When the detector's timer sleeps next, the time it sleeps until; `nil` if it does not
    /// sleep within 30 s. The wait is woken by the sleep itself, not by polling: a test that spun
    /// on the main actor starved the timer it waited for on a loaded machine.
    @MainActor
    func nextSleep() async -> Duration? {
        await withCheckedContinuation { continuation in
            let (until, id) = state.withLock { state -> (Duration?, Int) in
                if let until = state.sleeper?.until { return (until, 0) }
                state.waits += 1
                state.waiter = (state.waits, continuation)
                return (nil, state.waits)
            }
            if let until {
                continuation.resume(returning: until)
                return
            }
            Task {
                try? await Task.sleep(for: .seconds(30))
                let late = state.withLock { state in
                    guard state.waiter?.id == id else { return nil as CheckedContinuation<Duration?, Never>? }
                    defer { state.waiter = nil }
                    return state.waiter?.continuation
                }
                late?.resume(returning: nil)
            }
        }
    }

    /// Ends the timer's sleep with the clock at `time`.
    func endSleep(at time: Duration) {
        let sleeper = state.withLock { state in
            state.now = time
            defer { state.sleeper = nil }
            return state.sleeper
        }
        sleeper?.continuation.resume()
    }

    /// Ends a sleep still going, and any begun later, with a cancellation: the test is over.
    func stop() {
        let sleeper = state.withLock { state in
            defer { state.sleeper = nil }
            state.isStopped = true
            return state.sleeper
        }
        sleeper?.continuation.resume(throwing: CancellationError())
    }
}
