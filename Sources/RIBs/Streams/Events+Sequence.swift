extension Events {
    /// Events read from `sequence`, for a stream that is not a relay's (an `AsyncStream` a
    /// service or a test gives).
    ///
    /// Each subscription makes its own iterator of `sequence` when it starts, so a sequence
    /// that can be iterated once (an `AsyncStream`) serves one subscriber. A task reads it, so
    /// its elements reach a handler in order, each in a later turn of the main actor than the
    /// one it was yielded in; for Rx's timing, send through an ``EventRelay``.
    public init<Base: AsyncSequence & Sendable>(_ sequence: Base) where Base.Element == Element, Base.Failure == Never {
        self.init(source: EventSource(reading: sequence))
    }
}

extension EventSource {
    /// A source read by a task, one per subscription.
    init<Base: AsyncSequence & Sendable>(reading sequence: Base) where Base.Element == Element, Base.Failure == Never {
        self.init(
            attach: { handle in
                let sink = DeliverySink(handle)
                // Made now: a sequence that subscribes when iterated has subscribed when the
                // subscription exists.
                var iterator = sequence.makeAsyncIterator()
                let task = Task { @MainActor in
                    while let element = await iterator.next(isolation: MainActor.shared) {
                        if Task.isCancelled { return }
                        DeliveryQueue.deliver(element, to: sink)
                    }
                }
                return DeliveryRegistration { after in
                    task.cancel()
                    DeliveryQueue.end(sink, after: after)
                }
            },
            stream: {
                let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
                var iterator = sequence.makeAsyncIterator()
                let task = Task {
                    while let element = await iterator.next(isolation: nil) { continuation.yield(element) }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
                return stream
            })
    }
}
