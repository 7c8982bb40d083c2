extension Events {
    /// The first `count` elements; then the subscription ends: Rx's `take(_:)`.
    ///
    /// Read with `for await`, the loop ends after `count` elements, so `prefix(1)` waits for one
    /// element, as Rx's `take(1)` does.
    public func prefix(_ count: Int) -> Events<Element> {
        precondition(count >= 0, "Events.prefix(_:) takes a count that is not negative, got \(count).")
        let base = source
        let handled = EventSource<Element>(derived: { handle in
            let taken = OperatorState(0)
            let upstream = OperatorState<DeliveryRegistration?>(nil)
            guard count > 0 else { return .none }
            let registration = base.attach { element in
                guard taken.value < count else { return }
                taken.value += 1
                handle(element)
                if taken.value == count {
                    upstream.value?.end(nil)
                    upstream.value = nil
                }
            }
            // A source that delivers while subscribing (a relay's current value) may have
            // given `count` elements already.
            if taken.value == count { registration.end(nil) } else { upstream.value = registration }
            return DeliveryRegistration { after in
                registration.end(after)
            }
        })
        return Events(
            source: EventSource(
                attach: handled.attach,
                stream: {
                    // Made now, so the loop has subscribed when its iterator exists; it ends
                    // after `count` elements.
                    let upstream = base.stream()
                    let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
                    guard count > 0 else {
                        continuation.finish()
                        return stream
                    }
                    let task = Task {
                        var taken = 0
                        for await element in upstream {
                            continuation.yield(element)
                            taken += 1
                            if taken == count { break }
                        }
                        continuation.finish()
                    }
                    continuation.onTermination = { _ in task.cancel() }
                    return stream
                }))
    }

    /// The elements after the first `count`: Rx's `skip(_:)`.
    public func dropFirst(_ count: Int = 1) -> Events<Element> {
        precondition(count >= 0, "Events.dropFirst(_:) takes a count that is not negative, got \(count).")
        let base = source
        return Events(
            source: EventSource(derived: { handle in
                let skipped = OperatorState(0)
                return base.attach { element in
                    guard skipped.value >= count else {
                        skipped.value += 1
                        return
                    }
                    handle(element)
                }
            }))
    }

    /// `elements` first, as each subscription starts, then these events: Rx's `startWith(_:)`.
    public func prepend(_ elements: Element...) -> Events<Element> {
        prepend(contentsOf: elements)
    }

    /// `elements` first, as each subscription starts, then these events.
    func prepend(contentsOf elements: [Element]) -> Events<Element> {
        let base = source
        return Events(
            source: EventSource(derived: { handle in
                let sink = DeliverySink(handle)
                for element in elements { DeliveryQueue.accept(element, for: [sink]) }
                DeliveryQueue.drainIfIdle()
                let registration = base.attach(handle)
                return DeliveryRegistration { after in
                    DeliveryQueue.end(sink)
                    registration.end(after)
                }
            }))
    }

    /// The first element sent from now on, or `nil` if the task is cancelled first: what a
    /// workflow step awaits where Uber's returned an `Observable` (Rx's `take(1)` in a step).
    ///
    /// It subscribes before it suspends, so an element sent after the call is not missed. On the
    /// main actor, an element the subscription hands over as it starts (a ``ValueRelay``'s or
    /// ``ReplayRelay``'s current value, `Events.just`) is returned without suspending, as Rx's
    /// `take(1)` delivered it inside `subscribe`.
    public func first(isolation: isolated (any Actor)? = #isolation) async -> Element? {
        guard MainQueue.isCurrent else {
            var iterator = makeAsyncIterator()
            return await iterator.next(isolation: isolation)
        }
        let (waiter, arrived) = FirstElementWaiter.onMainQueue(source)
        if let arrived { return arrived }
        return await waiter.wait()
    }
}
