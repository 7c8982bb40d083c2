/// The running chains of a subscribed ``Workflow``: cancel it to stop every step still waiting
/// or running.
@MainActor
public struct WorkflowSubscription {
    let run: WorkflowRun

    /// Whether a step is still waiting for its item to become active, or running.
    public var isRunning: Bool { run.isRunning }

    /// Returns once no step is running: the chains have ended, or wait for an item to become
    /// active (see ``isRunning``). It never sleeps or polls.
    ///
    /// It waits 10 s at most (or what RIBsTesting's `.waitTimeLimit` trait says): then it
    /// returns `false` and reports which step still runs and where it was declared, as a test
    /// failure under RIBsTesting's traits, on standard error otherwise. A step that awaits
    /// something the test never provides (a login) would otherwise wait for ever.
    @discardableResult
    public func settled(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Bool {
        let limit = TestWaits.timeLimit
        guard case .timedOut(let budget) = await run.settled(within: limit) else { return true }
        TestWaits.timedOut(
            .init(
                message:
                    "WorkflowSubscription.settled(): still running after \(limit): \(run.runningDescription).\(budget.holdsNote)",
                fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }

    /// Returns once every chain has ended: completed, failed, was unsuccessful or was cancelled,
    /// including steps that first had to wait for their item to become active.
    ///
    /// It waits 10 s at most, as ``settled(fileID:filePath:line:column:)`` does, and reports the
    /// steps that run or wait for their item then.
    @discardableResult
    public func finished(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Bool {
        guard run.isRunning else { return true }
        let limit = TestWaits.timeLimit
        let outcome = await TestWaits.wait(within: limit) { resume in run.whenFinished { resume() } }
        guard case .timedOut(let budget) = outcome else { return true }
        TestWaits.timedOut(
            .init(
                message:
                    "WorkflowSubscription.finished(): not finished after \(limit): \(run.runningDescription).\(budget.holdsNote)",
                fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }

    /// Stops every step still waiting or running; no hook is called afterwards.
    public func cancel() {
        run.cancel()
    }

    /// Cancels the subscription when `interactor` deactivates (at once if it is inactive):
    /// Uber's `disposeOnDeactivate` for a workflow.
    @discardableResult
    public func cancelOnDeactivate(
        interactor: Interactor, fileID: StaticString = #fileID, line: UInt = #line
    ) -> WorkflowSubscription {
        let run = self.run
        let label = WorkLabel(nil, what: "a workflow bound with cancelOnDeactivate", fileID: fileID, line: line)
        if let id = interactor.bindToActivePeriod({ run.cancel() }, what: "cancelOnDeactivate", label: label) {
            run.whenFinished { [weak interactor] in interactor?.activeWorkDidEnd(id) }
        }
        return self
    }
}
