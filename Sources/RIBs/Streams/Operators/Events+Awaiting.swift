extension Events {
    /// For each element, the result of `work`, delivered when it returns, following only the
    /// latest: a new element cancels the work still running for the one before, whose result is
    /// then never delivered. Rx's `flatMapLatest` with a `Single`, once the `Single` is an
    /// `async throws` function:
    ///
    /// ```swift
    /// refresh.events
    ///     .flatMapLatest { [repository] page in try await repository.items(page: page) }
    ///     .subscribe(onNext: { [weak self] items in self?.presenter.show(items) })
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    ///
    /// `work` runs on the main actor, in a task this operator starts; its result reaches the
    /// handler a turn later, in order with the other streams'. Ending the subscription cancels
    /// the running work.
    ///
    /// The runtime's streams do not fail. An error `work` throws is reported to
    /// ``RIBsDiagnostics`` and delivers nothing; the next element runs `work` again. Where Rx
    /// ended the whole chain on the first error, this one keeps serving: catch inside `work` to
    /// deliver a value of your own instead.
    public func flatMapLatest<Result: Sendable>(
        awaiting work: @escaping @MainActor (Element) async throws -> Result
    ) -> Events<Result> {
        awaitingEach(work, operator: "flatMapLatest", cancelsPrevious: true)
    }

    /// For each element, the result of `work`, delivered when it returns: every element's work
    /// runs to its end, and the results arrive in the order the work finishes. Rx's `flatMap`
    /// with a `Single`, once the `Single` is an `async throws` function.
    ///
    /// As with ``flatMapLatest(awaiting:)``, `work` runs on the main actor, its result arrives a
    /// turn later, ending the subscription cancels whatever still runs, and a thrown error is
    /// reported to ``RIBsDiagnostics`` and delivers nothing.
    public func flatMap<Result: Sendable>(
        awaiting work: @escaping @MainActor (Element) async throws -> Result
    ) -> Events<Result> {
        awaitingEach(work, operator: "flatMap", cancelsPrevious: false)
    }

    private func awaitingEach<Result: Sendable>(
        _ work: @escaping @MainActor (Element) async throws -> Result, operator name: String,
        cancelsPrevious: Bool
    ) -> Events<Result> {
        let base = source
        return Events<Result>(
            source: EventSource(derived: { handle in
                let running = OperatorState<[Int: Task<Void, Never>]>([:])
                let nextTask = OperatorState(0)
                let isEnded = OperatorState(false)
                // Each result carries its element's number: `flatMapLatest` hands on only the
                // latest element's, checked as it is handed on, so a result that finished while
                // a newer element waited in the queue never follows that element.
                let sink = DeliverySink<(Int, Result)> { id, result in
                    if !cancelsPrevious || id == nextTask.value - 1 { handle(result) }
                }
                let registration = base.attach { element in
                    // An element the source accepted before the end is still delivered: it must
                    // not start work nobody would cancel.
                    guard !isEnded.value else { return }
                    if cancelsPrevious {
                        for task in running.value.values { task.cancel() }
                        running.value = [:]
                    }
                    let id = nextTask.value
                    nextTask.value += 1
                    running.value[id] = Task { @MainActor in
                        defer { running.value[id] = nil }
                        do {
                            // Work cancelled before it began is not started.
                            try Task.checkCancellation()
                            let result = try await work(element)
                            // A newer element or the subscription's end cancelled this work
                            // while it was finishing: its result is no longer wanted.
                            guard !Task.isCancelled else { return }
                            DeliveryQueue.deliver((id, result), to: sink)
                        } catch {
                            guard !Task.isCancelled, !(error is CancellationError) else { return }
                            RIBsDiagnostics.report(
                                "Events.\(name)(awaiting:): the work for an element threw \(error); nothing was delivered for it, and the stream goes on."
                            )
                        }
                    }
                }
                return DeliveryRegistration { after in
                    isEnded.value = true
                    for task in running.value.values { task.cancel() }
                    running.value = [:]
                    registration.end(nil)
                    DeliveryQueue.end(sink, after: after)
                }
            }))
    }
}
