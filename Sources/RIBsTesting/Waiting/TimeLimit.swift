import RIBs
import Synchronization

/// A wait's time limit, counted only in time the main actor could run (the runtime's
/// `WaitBudget`): when it runs out, it signals `false` to the ``Wakeup`` the wait suspends on,
/// and runs the wait's own `expired` action (cancelling a reader, say).
///
/// One limit spans a whole wait, across the wakeups of a wait that checks its condition again
/// after each change. Call ``end()`` when the wait is over.
final class TimeLimit: Sendable {
    private final class State: Sendable {
        let value = Locked<(spent: WaitBudget?, wakeup: Wakeup?)>((nil, nil))
    }

    private let state = State()
    private let timer: Task<Void, Never>

    /// Starts counting `limit` now.
    init(_ limit: Duration, expired: @escaping @Sendable () -> Void = {}) {
        let state = self.state
        timer = TestWaits.timer(limit) { budget in
            let wakeup = state.value.withLock { state in
                state.spent = budget
                return state.wakeup
            }
            wakeup?.signal(false)
            expired()
        }
    }

    /// Makes `wakeup` the one the limit signals when it runs out (at once, if it has).
    func wakes(_ wakeup: Wakeup) {
        let spent = state.value.withLock { state in
            state.wakeup = wakeup
            return state.spent != nil
        }
        if spent { wakeup.signal(false) }
    }

    /// What a failure message adds: how long the main actor was held while the wait ran (empty
    /// until the limit has run out, or if nothing held it for long).
    var holdsNote: String { state.value.withLock { $0.spent?.holdsNote ?? "" } }

    /// Stops the limit's timer.
    func end() { timer.cancel() }
}
