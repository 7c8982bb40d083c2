/// The running part of a subscribed workflow: the step tasks and the activation waits, so that
/// cancelling the subscription stops them all.
@MainActor
final class WorkflowRun {
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var waits: [UInt64: (scope: any InteractorScope, observation: ActiveStateObservation)] = [:]
    private var nextID: UInt64 = 0
    private var settleWaiters: [CheckedContinuation<Void, Never>] = []
    private var finishObservers: [@MainActor () -> Void] = []
    private(set) var isCancelled = false

    /// Whether a step task or an activation wait is under way.
    var isRunning: Bool { !tasks.isEmpty || !waits.isEmpty }

    /// Runs `body` now if `item` is not an inactive scope, else when it becomes active.
    func whenActive(_ item: Any, _ body: @escaping @MainActor () -> Void) {
        guard !isCancelled else { return }
        guard let scope = item as? any InteractorScope, !scope.isActive else {
            body()
            return
        }
        let id = makeID()
        let observation = scope.observeActiveState { [weak self] isActive in
            guard isActive, let self, let wait = self.waits.removeValue(forKey: id) else { return }
            wait.scope.removeActiveStateObserver(wait.observation)
            if !self.isCancelled { body() }
            self.notifyIfFinished()
        }
        waits[id] = (scope, observation)
    }

    /// Runs a step's closure on `item` in a task that cancelling the run cancels.
    ///
    /// Between the activation that scheduled the task and the task's start, the run may be
    /// cancelled or the item may resign: the step then does not run, or waits for the item to
    /// become active again (found by the randomized workflow tests).
    func start(on item: Any, _ operation: @escaping @MainActor () async -> Void) {
        guard !isCancelled else { return }
        let id = makeID()
        tasks[id] = Task { [weak self] in
            if let self {
                if self.isCancelled {
                    self.taskDidEnd(id)
                    return
                }
                if let scope = item as? any InteractorScope, !scope.isActive {
                    self.whenActive(item) { [weak self] in self?.start(on: item, operation) }
                    self.taskDidEnd(id)
                    return
                }
            }
            await operation()
            self?.taskDidEnd(id)
        }
    }

    /// Returns once no step task is running (steps waiting for activation may remain).
    func settled() async {
        guard !tasks.isEmpty else { return }
        await withCheckedContinuation { settleWaiters.append($0) }
    }

    /// Calls `observer` once nothing is running or waiting any more (now, if that is so).
    func whenFinished(_ observer: @escaping @MainActor () -> Void) {
        if isRunning {
            finishObservers.append(observer)
        } else {
            observer()
        }
    }

    private func taskDidEnd(_ id: UInt64) {
        tasks[id] = nil
        if tasks.isEmpty, !settleWaiters.isEmpty {
            let waiters = settleWaiters
            settleWaiters = []
            for waiter in waiters { waiter.resume() }
        }
        notifyIfFinished()
    }

    private func notifyIfFinished() {
        guard !isRunning, !finishObservers.isEmpty else { return }
        let observers = finishObservers
        finishObservers = []
        for observer in observers { observer() }
    }

    func cancel() {
        isCancelled = true
        for task in tasks.values { task.cancel() }
        for wait in waits.values { wait.scope.removeActiveStateObserver(wait.observation) }
        waits = [:]
        notifyIfFinished()
    }

    private func makeID() -> UInt64 {
        nextID &+= 1
        return nextID
    }
}
