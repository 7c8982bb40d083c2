extension Events {
    /// One subscription to these events, shared by every subscriber, each of which first gets
    /// the last `count` elements: Rx's `share(replay:)` (its `.whileConnected` scope).
    ///
    /// The shared subscription starts with the first subscriber and ends with the last; the
    /// replayed elements are forgotten then. An operator's work (a `map`'s transform) runs once
    /// per element, not once per subscriber.
    public func share(replay count: Int = 0) -> Events<Element> {
        precondition(count >= 0, "Events.share(replay:) takes a count that is not negative, got \(count).")
        let hub = SharedEvents(base: source, replay: count)
        return Events(source: EventSource(derived: { handle in hub.attach(handle) }))
    }
}

/// The subscription a ``Events/share(replay:)`` shares: made with the first subscriber, ended
/// with the last, handing each element to every subscriber in the order they subscribed.
@MainActor
final class SharedEvents<Element: Sendable> {
    private let base: EventSource<Element>
    private let replayCount: Int
    private var upstream: DeliveryRegistration?
    private var subscribers: [Subscriber] = []
    private var replay: [Element] = []

    nonisolated init(base: EventSource<Element>, replay: Int) {
        self.base = base
        self.replayCount = replay
    }

    func attach(_ handle: @escaping @MainActor (Element) -> Void) -> DeliveryRegistration {
        let subscriber = Subscriber(handle)
        // The replayed elements go through the queue, so they come after anything a running
        // handler is delivering, and before what the shared subscription sends next.
        let replayed = DeliverySink(handle)
        for element in replay { DeliveryQueue.accept(element, for: [replayed]) }
        DeliveryQueue.drainIfIdle()
        subscribers.append(subscriber)
        if upstream == nil {
            upstream = base.attach { [weak self] element in self?.receive(element) }
        }
        // A subscription keeps the shared stream alive, as in Rx: the `Events` that made it may
        // be gone. The shared subscription refers back weakly, so the last end frees it.
        return DeliveryRegistration { after in
            DeliveryQueue.end(replayed)
            self.detach(subscriber)
            if let after { DeliveryQueue.enqueue(after) }
        }
    }

    private func receive(_ element: Element) {
        if replayCount > 0 {
            replay.append(element)
            if replay.count > replayCount { replay.removeFirst(replay.count - replayCount) }
        }
        // A handler may end its own or another subscription: each is asked as its turn comes.
        for subscriber in subscribers where !subscriber.isEnded {
            subscriber.handle(element)
        }
    }

    private func detach(_ subscriber: Subscriber) {
        subscriber.isEnded = true
        subscribers.removeAll { $0 === subscriber }
        guard subscribers.isEmpty, let upstream else { return }
        self.upstream = nil
        replay = []
        upstream.end(nil)
    }

    /// One subscriber's handler, and whether its subscription ended.
    private final class Subscriber {
        let handle: @MainActor (Element) -> Void
        var isEnded = false

        init(_ handle: @escaping @MainActor (Element) -> Void) {
            self.handle = handle
        }
    }
}
