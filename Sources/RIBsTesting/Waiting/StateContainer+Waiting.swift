import Observation
import RIBs
import Testing

extension StateContainer {
    /// Waits until the state satisfies `condition`, or fails the test when `timeLimit` passes
    /// first. Returns whether the condition was met.
    ///
    /// It wakes on each change of the state (through Observation), never by polling, so a test
    /// waits exactly as long as the RIB takes:
    ///
    /// ```swift
    /// detailView.tapAddToCart()
    /// await catalogState.waitUntil { $0.cart.count == 1 }
    /// ```
    @discardableResult
    public func waitUntil(
        timeLimit: Duration? = nil,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (State) -> Bool
    ) async -> Bool {
        let timeLimit = timeLimit ?? TestWaits.defaultLimit
        let limit = TimeLimit(timeLimit)
        defer { limit.end() }
        while !condition(state) {
            let wakeup = Wakeup()
            withObservationTracking {
                _ = self.state
            } onChange: {
                wakeup.signal(true)
            }
            limit.wakes(wakeup)
            let changed = await wakeup.wait()
            if !changed, !condition(state) {
                let message =
                    "The state did not reach the condition within \(timeLimit); it is now \(state). "
                    + "Check that the interactor writes it, or give a longer timeLimit." + limit.holdsNote
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
                return false
            }
        }
        return true
    }
}
