import RIBs
import Testing

/// Waits until every element sent so far to the runtime's streams has reached its handlers
/// (and every detach handler queued behind them has run, and what those handlers sent in turn),
/// or fails the test when `timeLimit` passes first. Returns whether they settled.
///
/// What other tests send meanwhile is not waited for, so tests running side by side do not
/// wait on each other; and the limit counts only time in which the main actor could run.
///
/// An element sent on the main actor reaches its handlers before `send` returns, so a test that
/// sends from the main actor needs no wait. One sent from another thread (a service's task)
/// reaches them in a later turn of the main actor: this is the wait for it.
///
/// ```swift
/// await Task.detached { service.scores.send(3) }.value
/// await handlersSettled()
/// #expect(presenter.shown == [3])
/// ```
@MainActor
@discardableResult
public func handlersSettled(
    timeLimit: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
    let timeLimit = timeLimit ?? TestWaits.defaultLimit
    // A barrier behind what was sent so far (and what the handlers send in turn), not a wait
    // for the queue to empty: the queue is the process's, and other tests may keep sending.
    let outcome = await TestWaits.wait(within: timeLimit) { resume in
        Task { @MainActor in
            await DeliveryQueue.delivered()
            resume()
        }
    }
    guard case .timedOut(let budget) = outcome else { return true }
    Issue.record(
        """
        handlersSettled: elements sent to the runtime's streams still wait for the main actor after \
        \(timeLimit). A handler that never returns, or a send loop that never stops, keeps them waiting.\
        \(budget.holdsNote)
        """,
        sourceLocation: sourceLocation)
    return false
}
