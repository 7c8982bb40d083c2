/// The running chains of a subscribed ``Workflow``: cancel it to stop every step still waiting
/// or running.
@MainActor
public struct WorkflowSubscription {
    let run: WorkflowRun

    /// Whether a step is still waiting for its item to become active, or running.
    public var isRunning: Bool { run.isRunning }

    /// Returns once no step is running: the chains have ended, or wait for an item to become
    /// active (see ``isRunning``). It never sleeps or polls.
    public func settled() async {
        await run.settled()
    }

    /// Returns once every chain has ended: completed, failed, was unsuccessful or was cancelled,
    /// including steps that first had to wait for their item to become active.
    public func finished() async {
        guard run.isRunning else { return }
        await withCheckedContinuation { continuation in
            run.whenFinished { continuation.resume() }
        }
    }

    /// Stops every step still waiting or running; no hook is called afterwards.
    public func cancel() {
        run.cancel()
    }

    /// Cancels the subscription when `interactor` deactivates (at once if it is inactive):
    /// Uber's `disposeOnDeactivate` for a workflow.
    @discardableResult
    public func cancelOnDeactivate(interactor: Interactor) -> WorkflowSubscription {
        let run = self.run
        if let id = interactor.bindToActivePeriod({ run.cancel() }, what: "cancelOnDeactivate") {
            run.whenFinished { [weak interactor] in interactor?.activeWorkDidEnd(id) }
        }
        return self
    }
}
