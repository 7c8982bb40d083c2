import Observation
import RIBs
import Testing

/// Waits until `condition` holds, or fails the test when `timeLimit` passes first. Returns
/// whether it held.
///
/// The condition is checked at once, then each time an `@Observable` property it read changes
/// (through Observation), never by polling: a view's observable state, a model's, a
/// `StateContainer`'s. A condition that reads nothing observable is checked only once more,
/// at the time limit.
///
/// ```swift
/// detailView.tapAddToCart()
/// await waitUntil { catalogView.cartCount == 1 }
/// ```
@MainActor
@discardableResult
public func waitUntil(
    timeLimit: Duration? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () -> Bool
) async -> Bool {
    let timeLimit = timeLimit ?? TestWaits.defaultLimit
    let limit = TimeLimit(timeLimit)
    defer { limit.end() }
    while !condition() {
        let wakeup = Wakeup()
        let held = withObservationTracking {
            condition()
        } onChange: {
            wakeup.signal(true)
        }
        if held { return true }
        limit.wakes(wakeup)
        let changed = await wakeup.wait()
        if !changed, !condition() {
            Issue.record(
                """
                waitUntil: the condition did not hold within \(timeLimit). It is checked when an @Observable \
                property it reads changes: check that the state it reads is observable and that the RIB changes it, \
                or give a longer timeLimit.\(limit.holdsNote)
                """,
                sourceLocation: sourceLocation)
            return false
        }
    }
    return true
}
