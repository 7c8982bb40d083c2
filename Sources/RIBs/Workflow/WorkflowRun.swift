/// The running part of a subscribed workflow: the step tasks and the activation waits, so that
/// cancelling the subscription stops them all.
@MainActor
final class WorkflowRun {
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var waits: [UInt64: (scope: any InteractorScope, observation: ActiveStateObservation)] = [:]
    /// What each task and wait is, for a wait that times out to say what it waited for.
    private var labels: [UInt64: String] = [:]
    private var nextID: UInt64 = 0
    private var settleWaiters: [@MainActor () -> Void] = []
    private var finishObservers: [@MainActor () -> Void] = []
    private(set) var isCancelled = false
    /// The detector of the RIBs the workflow walks: it waits for a cancelled step's task to end
    /// before it judges leaks, since the task holds its item until then.
    private let detector = LeakDetector.instance

    /// Whether a step task or an activation wait is under way.
    var isRunning: Bool { !tasks.isEmpty || !waits.isEmpty }

    /// Runs `body` now if `item` is not an inactive scope, else when it becomes active.
    func whenActive(_ item: Any, label: String, _ body: @escaping @MainActor () -> Void) {
        guard !isCancelled else { return }
        guard let scope = item as? any InteractorScope, !scope.isActive else {
            body()
            return
        }
        let id = makeID()
        labels[id] = "\(label) waits for \(type(of: scope)) to become active"
        let observation = scope.observeActiveState { [weak self] isActive in
            guard isActive, let self, let wait = self.waits.removeValue(forKey: id) else { return }
            self.labels[id] = nil
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
    func start(on item: Any, label: String, _ operation: @escaping @MainActor () async -> Void) {
        guard !isCancelled else { return }
        let id = makeID()
        labels[id] = "\(label) runs on \(type(of: item)): its closure has not returned"
        let detector = self.detector
        let workID = detector.reserveRuntimeWorkID()
        let body: @MainActor () async -> Void = { [weak self] in
            defer { detector.runtimeWorkDidEnd(workID) }
            if let self {
                if self.isCancelled {
                    self.taskDidEnd(id)
                    return
                }
                if let scope = item as? any InteractorScope, !scope.isActive {
                    self.whenActive(item, label: label) { [weak self] in self?.start(on: item, label: label, operation)
                    }
                    self.taskDidEnd(id)
                    return
                }
            }
            await operation()
            self?.taskDidEnd(id)
        }
        // At once, on the main actor, until the step first waits: a step whose stream has its
        // element ready runs inside `subscribe`, as Uber's did.
        let task: Task<Void, Never>
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            task = Task.immediate { @MainActor in await body() }
        } else {
            task = Task { @MainActor in await body() }
        }
        // Ended already (it ran to its end at once): there is nothing to keep or wait for.
        guard labels[id] != nil else { return }
        tasks[id] = task
        detector.trackRuntimeWork(task, id: workID)
        // The run was cancelled while the step ran at once, before its task was kept.
        if isCancelled { task.cancel() }
    }

    /// Returns once no step task is running (steps waiting for activation may remain).
    func settled(within limit: Duration) async -> TestWaits.Outcome {
        guard !tasks.isEmpty else { return .signalled }
        return await TestWaits.wait(within: limit) { settleWaiters.append($0) }
    }

    /// What is under way: each step that runs, or waits for its item, with where it was
    /// declared.
    var runningDescription: String {
        labels.keys.sorted().compactMap { labels[$0] }.joined(separator: "; ")
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
        labels[id] = nil
        if tasks.isEmpty, !settleWaiters.isEmpty {
            let waiters = settleWaiters
            settleWaiters = []
            for waiter in waiters { waiter() }
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
        for (id, wait) in waits {
            wait.scope.removeActiveStateObserver(wait.observation)
            labels[id] = nil
        }
        waits = [:]
        notifyIfFinished()
    }

    private func makeID() -> UInt64 {
        nextID &+= 1
        return nextID
    }
}
