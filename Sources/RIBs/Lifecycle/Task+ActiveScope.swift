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
    @MainActor
    @discardableResult
    public func cancelOnDeactivate(interactor: Interactor) -> Self {
        guard let id = interactor.bindToActivePeriod({ self.cancel() }, what: "cancelOnDeactivate") else { return self }
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
    public func cancelOnStop(_ worker: Worker) -> Self {
        worker.bindToRunningPeriod({ self.cancel() }, what: "cancelOnStop")
        return self
    }
}
