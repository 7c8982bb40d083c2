/// The lifecycle of a worker as a pure state machine: events in, actions out.
///
/// A worker is *started* between `start` and `stop`, and *running* while started and its scope
/// is active; `didStart` and `didStop` bracket each running period. Keeping this free of
/// observers and tasks lets its exact counts be tested directly.
struct WorkerStateMachine: Equatable {
    enum Action: Equatable {
        /// Observe the scope given to `start`.
        case bindScope
        /// Stop observing the scope.
        case unbindScope
        /// Begin a running period: call `didStart`.
        case didStart
        /// End a running period: cancel its work, call `didStop`.
        case didStop
    }

    private(set) var isStarted = false
    private(set) var isRunning = false

    mutating func start(scopeIsActive: Bool) -> [Action] {
        guard !isStarted else { return [] }
        isStarted = true
        guard scopeIsActive else { return [.bindScope] }
        isRunning = true
        return [.bindScope, .didStart]
    }

    mutating func scopeDidChange(isActive: Bool) -> [Action] {
        switch (isStarted, isRunning, isActive) {
        case (true, false, true):
            isRunning = true
            return [.didStart]
        case (_, true, false):
            isRunning = false
            return [.didStop]
        default:
            return []
        }
    }

    mutating func stop() -> [Action] {
        guard isStarted else { return [] }
        isStarted = false
        defer { isRunning = false }
        return isRunning ? [.unbindScope, .didStop] : [.unbindScope]
    }
}
