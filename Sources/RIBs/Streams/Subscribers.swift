/// What a relay keeps behind its lock: the `for await` subscribers (each an `AsyncStream`), the
/// handlers subscribed with ``Events/subscribe(onNext:)`` (each a sink of the delivery queue),
/// and whether the relay finished.
struct Subscribers<Element: Sendable> {
    private var streams = Broadcast<Element>()
    private var sinks: [DeliverySink<Element>] = []

    /// Hands `element` to every subscriber: the streams have it at once, the handlers' copies
    /// are queued (the relay holds its lock, so the queue's order is the relay's).
    mutating func send(_ element: Element) {
        streams.send(element)
        if !sinks.isEmpty { DeliveryQueue.accept(element, for: sinks) }
    }

    /// A new stream of what is sent from now on (`current` first, when given).
    mutating func stream(current: Element? = nil) -> AsyncStream<Element> {
        streams.subscribe(current: current)
    }

    /// Adds a handler; with `current`, queues it first. False when the relay has finished (then
    /// the sink's end handler is queued: a subscriber to an ended stream hears that it ended).
    mutating func add(_ sink: DeliverySink<Element>, current: Element? = nil) -> Bool {
        guard !streams.isFinished else {
            DeliveryQueue.acceptEnd(for: [sink])
            return false
        }
        sinks.append(sink)
        if let current { DeliveryQueue.accept(current, for: [sink]) }
        return true
    }

    /// How many subscribe now: handlers and streams.
    var count: Int { sinks.count + streams.subscriberCount }

    mutating func remove(_ sink: DeliverySink<Element>) {
        if let index = sinks.firstIndex(where: { $0 === sink }) { sinks.remove(at: index) }
    }

    /// Ends the streams; the handlers get nothing more, and their end handlers run after what
    /// they accepted.
    mutating func finish() {
        streams.finish()
        if !sinks.isEmpty { DeliveryQueue.acceptEnd(for: sinks) }
        sinks = []
    }
}
