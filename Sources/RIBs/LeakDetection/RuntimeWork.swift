/// The tasks the runtime started for a tree (a node's subscriptions to its children's outputs,
/// a workflow's steps), so that leaks are judged only once those that were cancelled have
/// ended: a cancelled task unwinds a few scheduler turns later, and until then it may hold what
/// it captured.
struct RuntimeWork {
    private var nextID: UInt64 = 0
    private var running: [UInt64: Task<Void, Never>] = [:]

    mutating func reserveID() -> UInt64 {
        nextID &+= 1
        return nextID
    }

    mutating func track(_ task: Task<Void, Never>, id: UInt64) {
        running[id] = task
    }

    mutating func didEnd(_ id: UInt64) {
        running[id] = nil
    }

    /// A task that was cancelled and has not ended yet.
    var firstEnding: Task<Void, Never>? {
        running.values.first { $0.isCancelled }
    }
}

extension LeakDetector {
    func reserveRuntimeWorkID() -> UInt64 { runtimeWork.reserveID() }

    func trackRuntimeWork(_ task: Task<Void, Never>, id: UInt64) { runtimeWork.track(task, id: id) }

    func runtimeWorkDidEnd(_ id: UInt64) { runtimeWork.didEnd(id) }

    /// Returns once every task the runtime started for this detector's RIBs and then cancelled
    /// (a detached child's subscriptions, a cancelled workflow's steps) has ended, and every
    /// element sent to a subscription has been delivered. Tasks still running for attached RIBs
    /// are not waited for.
    ///
    /// `RIBsTesting`'s leak-detection trait awaits this before it judges the test's leaks. It
    /// waits 10 s at most (or what the `.waitTimeLimit` trait says), then returns `false` and
    /// reports what it waited for.
    @discardableResult
    public func runtimeWorkSettled(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Bool {
        let limit = TestWaits.timeLimit
        let outcome = await TestWaits.wait(within: limit) { resume in
            Task { @MainActor in
                await self.settleRuntimeWork()
                resume()
            }
        }
        guard case .timedOut(let budget) = outcome else { return true }
        let what = unsettledRuntimeWork
        TestWaits.timedOut(
            .init(
                message:
                    "LeakDetector.runtimeWorkSettled(): not settled after \(limit): \(what.isEmpty ? "unknown" : what)."
                    + budget.holdsNote,
                fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }

    /// What of the runtime's work has not settled yet, or an empty string.
    var unsettledRuntimeWork: String {
        let ending = runtimeWork.firstEnding != nil ? "a task the runtime cancelled has not ended" : ""
        let deferred = MainActorDeinit.hasDeferredWork ? "a deinitializer's main-actor work has not run" : ""
        let queued = DeliveryQueue.isIdle ? "" : "elements wait for the main actor"
        return [ending, deferred, queued].filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// The jobs queued on the main actor so far, deinitializers' work, this detector's cancelled
    /// tasks and the deliveries queued so far; then the same again while deinitializers left
    /// work, a few rounds at most. The deferred work and the delivery queue are the whole
    /// process's: waiting until both are empty waited on every test running beside this one
    /// (issue 38).
    func settleRuntimeWork() async {
        for _ in 0..<8 {
            // What was queued on the main actor before (a task's last turn, which lets go of what
            // it captured) runs first.
            await Self.mainActorTurn()
            // The work of deinitializers that ran off the main actor (a suite's stored RIB
            // objects, released on the test's thread) may withdraw checks or end subscriptions.
            await MainActorDeinit.settled()
            while let ending = runtimeWork.firstEnding {
                await ending.value
            }
            // Elements waiting for the main actor (sent from other threads), and detach
            // handlers behind them.
            await DeliveryQueue.delivered()
            if !MainActorDeinit.hasDeferredWork { return }
        }
    }

    /// Returns once every job queued on the main actor before the call has run: the main actor
    /// takes its jobs first in, first out, whatever their priority, so a job queued now runs
    /// after them.
    static func mainActorTurn() async {
        await withCheckedContinuation { continuation in
            Task { @MainActor in continuation.resume() }
        }
    }
}
