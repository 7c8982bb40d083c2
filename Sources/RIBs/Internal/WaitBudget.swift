/// The time a test's wait has counted against its limit: only time in which the main actor
/// could run.
///
/// A wait gives up after its limit so that a suite never hangs. But the work it waits for runs
/// on the main actor (a workflow's next step, a relay's handlers), and so does its timer. When
/// something else holds the main actor (a test that runs on it for seconds without suspending,
/// or work that keeps every thread of the cooperative pool busy: on Linux those threads also
/// drain the main queue), the awaited work cannot run, and a wall-clock limit ran out while the
/// test did nothing wrong (issue 38: four workflow waits failed in CI each time a randomized test
/// held the main actor for ten seconds). So the budget is charged in turns: a turn that comes
/// within ``slack`` of when it was meant to counts in full; a later one counts nothing, since the
/// main actor was held for most of it, and its time is recorded as a hold.
///
/// A turn that comes late is counted as nothing rather than in part: the hold usually ends just
/// before the turn runs, so little of the turn was free, and a wait that gives more time fails no
/// correct test. A wait that is really stuck still fails, once the holds stop or leave on-time
/// turns between them.
package struct WaitBudget: Sendable {
    /// How long a wait may take, in time the main actor could run.
    package let limit: Duration
    /// What has counted against the limit so far.
    package private(set) var counted: Duration = .zero
    /// The time that did not count: turns that came late because the main actor was held.
    package private(set) var held: Duration = .zero
    /// The longest single hold.
    package private(set) var longestHold: Duration = .zero
    private var lastCharge: ContinuousClock.Instant

    /// How late a turn may come and still count in full: a loaded machine's ordinary lateness.
    package static let slack: Duration = .milliseconds(50)

    /// A budget whose clock starts now: time until the first ``charge(expected:)`` counts too.
    package init(limit: Duration) {
        self.limit = limit
        lastCharge = .now
    }

    /// Whether the whole limit has counted.
    package var isSpent: Bool { counted >= limit }

    /// What is left of the limit.
    package var remaining: Duration { isSpent ? .zero : limit - counted }

    /// Counts the time since the last charge if it came within ``slack`` of `expected` (what the
    /// turn was meant to take: a sleep's length, or zero for a `Task.yield()`); otherwise the
    /// main actor was held, and the turn counts nothing.
    package mutating func charge(expected: Duration = .zero) {
        let now = ContinuousClock.now
        let elapsed = now - lastCharge
        lastCharge = now
        guard elapsed > expected + Self.slack else {
            counted += elapsed
            return
        }
        held += elapsed - expected
        longestHold = max(longestHold, elapsed - expected)
    }

    /// What a timed-out wait adds to its message: how long other work held the main actor while
    /// it waited (empty when nothing did for long).
    package var holdsNote: String {
        guard held >= .milliseconds(100) else { return "" }
        return
            " Besides, other work held the main actor for \(Self.seconds(held)) of this wait (the longest hold "
            + "\(Self.seconds(longestHold))): a test or a task that runs on the main actor without suspending, or "
            + "that keeps every thread of the cooperative pool busy. That time did not count against the limit."
    }

    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        return "\(milliseconds / 1_000).\((milliseconds % 1_000) / 100) s"
    }
}
