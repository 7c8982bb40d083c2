import RIBs

// MARK: 7. What a subscription costs an event

/// The best of 7 runs of an async `body` that handles `events` events, in ns an event.
@MainActor
func nanosecondsPerEvent(_ events: Int, _ body: () async -> Void) async -> Double {
    var best = Double.infinity
    let clock = ContinuousClock()
    for _ in 0..<7 {
        let start = clock.now
        await body()
        best = min(best, microseconds(start.duration(to: clock.now)) * 1e3 / Double(events))
    }
    return best
}

/// 100,000 events sent on the main actor through the runtime's delivery (an `EventRelay` to a
/// `subscribe(onNext:)` handler, and a child's output to its parent's `Attachment` handler),
/// against a plain `for await` loop on the main actor reading an `AsyncStream` the same events
/// were yielded to, and against `for await` over the relay's events.
@MainActor
func deliveryCost() async {
    let events = 100_000
    var sum = 0

    let subscribed = subscriptionCost(events)

    let attached = attachmentCost(events)

    let plain = await nanosecondsPerEvent(events) {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
        let reader = Task { @MainActor in
            var received = 0
            for await value in stream {
                sum &+= value
                received += 1
                if received == events { break }
            }
        }
        for value in 0..<events { continuation.yield(value) }
        await reader.value
    }

    let overRelay = await nanosecondsPerEvent(events) {
        let relay = EventRelay<Int>()
        var iterator = relay.events.makeAsyncIterator()
        for value in 0..<events { relay.send(value) }
        for _ in 0..<events { sum &+= await iterator.next() ?? 0 }
    }
    blackHole(sum)

    report(
        "7. 100,000 events on the main actor: subscribe(onNext:) / an attachment's handler",
        "\(format(subscribed)) / \(format(attached)) ns an event; a plain for-await loop over an AsyncStream "
            + "\(format(plain)) ns (\(format(plain / subscribed, 1))x / \(format(plain / attached, 1))x as long), "
            + "for await over the relay \(format(overRelay)) ns",
        target: "measured (no target)", met: true)
}

/// A child's output to its parent's handler, `events` times; the child is detached and let go
/// before this returns (the leak detector expects it to go).
@MainActor
func attachmentCost(_ events: Int) -> Double {
    var sum = 0
    let parent = RIBNode(name: "Parent")
    parent.interactable.activate()
    let output = EventRelay<Int>()
    let child = BuiltRIB(node: RIBNode(name: "Child"), view: nil, outputs: output.events)
    parent.attach(child) { outputs, attachment in attachment.on(outputs) { sum &+= $0 } }
    let cost = nanosecondsPerOperation(operations: events) { for value in 0..<events { output.send(value) } }
    parent.detach(child)
    parent.interactable.deactivate()
    blackHole(sum)
    return cost
}

/// An `EventRelay`'s events to a `subscribe(onNext:)` handler, `events` times.
@MainActor
func subscriptionCost(_ events: Int) -> Double {
    var sum = 0
    let relay = EventRelay<Int>()
    let subscription = relay.events.subscribe(onNext: { sum &+= $0 })
    let cost = nanosecondsPerOperation(operations: events) { for value in 0..<events { relay.send(value) } }
    subscription.cancel()
    blackHole(sum)
    return cost
}
