extension Task {
    /// Cancels this task when `interactor` deactivates: Uber's `disposeOnDeactivate`.
    ///
    /// If the interactor is inactive the task is cancelled at once and the call says so through
    /// ``RIBsDiagnostics``.
    ///
    /// ```swift
    /// Task { for await score in scoreStream.scores { presenter.show(score) } }
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    ///
    /// `name` names the task where RIBsTesting's harness reports it still running at the end of
    /// a test; without one, the call site does.
    @MainActor
    @discardableResult
    public func cancelOnDeactivate(
        interactor: Interactor, named name: String? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        let label = WorkLabel(name, what: "a task bound with cancelOnDeactivate", fileID: fileID, line: line)
        guard let id = interactor.bindToActivePeriod({ self.cancel() }, what: "cancelOnDeactivate", label: label)
        else { return self }
        // Once the task ends it no longer counts as work of the active scope.
        Task<Void, Never> { @MainActor [weak interactor] in
            _ = await self.result
            interactor?.activeWorkDidEnd(id)
        }
        return self
    }

    /// Cancels this task when `worker` stops, or when the scope it was started on deactivates.
    ///
    /// If the worker is not running (not started, or its scope is inactive) the task is cancelled
    /// at once and the call says so through ``RIBsDiagnostics``.
    @MainActor
    @discardableResult
    public func cancelOnStop(
        _ worker: Worker, named name: String? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        let label = WorkLabel(name, what: "a task bound with cancelOnStop", fileID: fileID, line: line)
        worker.bindToRunningPeriod({ self.cancel() }, what: "cancelOnStop", label: label)
        return self
    }
}
