import RIBs
import Testing

/// Waits until every element sent so far to the runtime's streams has reached its handlers
/// (and every detach handler queued behind them has run), or fails the test when `timeLimit`
/// passes first. Returns whether they settled.
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
    let deadline = ContinuousClock.now + timeLimit
    while true {
        DeliveryQueue.drainIfIdle()
        if DeliveryQueue.isIdle { return true }
        guard ContinuousClock.now < deadline else {
            Issue.record(
                """
                handlersSettled: elements sent to the runtime's streams still wait for the main actor after \
                \(timeLimit). A handler that never returns, or a send loop that never stops, keeps them waiting.
                """,
                sourceLocation: sourceLocation)
            return false
        }
        // A drain scheduled from another thread takes the main actor in its turn.
        await Task.yield()
    }
}
