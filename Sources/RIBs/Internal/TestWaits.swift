/// How long the runtime's test-facing waits wait (a workflow's `settled()` and `finished()`,
/// the leak detector's `runtimeWorkSettled()`), and what they do when that time passes.
///
/// A test's wait must end: one that waits for a step that waits for a login would otherwise hang
/// the whole run. RIBsTesting binds both for a test (its traits): the limit it is given, and a
/// handler that records the message as a test failure at the wait's call site.
package enum TestWaits {
    /// What a timed-out wait reports, and where it was called.
    package struct Timeout: Sendable {
        package let message: String
        package let fileID: String
        package let filePath: String
        package let line: Int
        package let column: Int
    }

    /// The longest a wait waits: 10 s unless a test says otherwise.
    @TaskLocal package static var timeLimit: Duration = .seconds(10)

    /// Reports a wait that timed out; standard error unless a test binds its own.
    @TaskLocal package static var timedOut: @Sendable (Timeout) -> Void = { timeout in
        writeToStandardError("[RIBs] \(timeout.fileID):\(timeout.line): \(timeout.message)\n")
    }

    /// How a wait ended: signalled by what it waited for, or out of time (with its budget, which
    /// says how long the main actor was held meanwhile).
    package enum Outcome: Sendable {
        case signalled
        case timedOut(WaitBudget)
    }

    /// The longest a timer sleeps between two charges of its budget: the grain at which a hold
    /// of the main actor is told apart from time that counts.
    package static let tick: Duration = .milliseconds(50)

    /// Calls `expired` on the main actor once `limit` has counted, in time the main actor could
    /// run (``WaitBudget``), unless the returned task is cancelled first.
    ///
    /// The timer runs on the main actor, as the work a wait waits for does: a turn that comes
    /// late tells that neither could run, and that time does not count.
    package static func timer(
        _ limit: Duration, expired: @escaping @MainActor @Sendable (WaitBudget) -> Void
    ) -> Task<Void, Never> {
        // Made before the task, so a late start counts as a hold too.
        var budget = WaitBudget(limit: limit)
        return Task { @MainActor in
            while !budget.isSpent {
                let turn = min(budget.remaining, tick)
                guard (try? await Task.sleep(for: turn)) != nil else { return }
                budget.charge(expected: turn)
            }
            expired(budget)
        }
    }

    /// Suspends until `register` hands its continuation back, or until the time limit has
    /// counted (see ``timer(_:expired:)``), whichever comes first.
    @MainActor
    package static func wait(
        within limit: Duration, _ register: (@escaping @MainActor () -> Void) -> Void
    ) async -> Outcome {
        let once = ResumeOnce()
        return await withCheckedContinuation { continuation in
            once.continuation = continuation
            register { once.resume(.signalled) }
            once.timer = timer(limit) { budget in once.resume(.timedOut(budget)) }
        }
    }
}

/// A continuation resumed once, by whichever of the awaited event and the timer comes first.
@MainActor
private final class ResumeOnce: Sendable {
    var continuation: CheckedContinuation<TestWaits.Outcome, Never>?
    var timer: Task<Void, Never>?

    func resume(_ outcome: TestWaits.Outcome) {
        guard let continuation else { return }
        self.continuation = nil
        timer?.cancel()
        continuation.resume(returning: outcome)
    }
}
