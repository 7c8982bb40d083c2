import Synchronization

/// What the three relays share: their subscribers behind one lock and, for the relays that
/// replay (``ValueRelay``, ``ReplayRelay``), the latest element, which a new subscriber gets
/// first.
///
/// A relay owns its core alone; the ``Events`` it hands out hold the core weakly, so the
/// subscriptions end once the sending side is gone (the core finishes them as it is freed).
final class RelayCore<Element: Sendable>: Sendable {
    private let state: Locked<(latest: Element?, subscribers: Subscribers<Element>)>
    private let replaysLatest: Bool

    /// A core that replays `latest` (and each element after it) when `replaysLatest`.
    init(latest: Element?, replaysLatest: Bool) {
        state = Locked((latest, Subscribers()))
        self.replaysLatest = replaysLatest
    }

    var latest: Element? { state.withLock { $0.latest } }

    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Delivers `element` to every subscriber (and keeps it, for a relay that replays).
    func send(_ element: Element) {
        state.withLock { state in
            if replaysLatest { state.latest = element }
            state.subscribers.send(element)
        }
        DeliveryQueue.flush()
    }

    /// Changes the latest element in place and delivers the result; nothing without one.
    func update(_ change: (inout Element) -> Void) {
        state.withLock { state in
            guard var element = state.latest else { return }
            change(&element)
            state.latest = element
            state.subscribers.send(element)
        }
        DeliveryQueue.flush()
    }

    /// Ends every subscription; later subscriptions end at once.
    func finish() {
        state.withLock { $0.subscribers.finish() }
        DeliveryQueue.flush()
    }

    /// The stream a relay hands out: the latest element first, for a relay that replays, then
    /// every element sent from the moment a subscription starts.
    var events: Events<Element> {
        Events(
            source: EventSource(
                attach: { [weak self] handle in self?.attach(handle) ?? .none },
                stream: { [weak self] in
                    self?.state.withLock { $0.subscribers.stream(current: $0.latest) } ?? AsyncStream { $0.finish() }
                },
                attachEnding: { [weak self] handle, onEnd in
                    guard let self else {
                        DeliveryQueue.enqueue(onEnd)
                        return .none
                    }
                    return self.attach(handle, onEnd: onEnd)
                }
            ))
    }

    private func attach(
        _ handle: @escaping @MainActor (Element) -> Void, onEnd: (@MainActor () -> Void)? = nil
    ) -> DeliveryRegistration {
        let sink = DeliverySink(handle, onSourceEnd: onEnd)
        guard state.withLock({ $0.subscribers.add(sink, current: $0.latest) }) else {
            DeliveryQueue.flush()  // an ended relay: the sink's end handler
            return .none
        }
        DeliveryQueue.flush()
        return DeliveryRegistration { [weak self] after in
            self?.state.withLock { $0.subscribers.remove(sink) }
            DeliveryQueue.end(sink, after: after)
        }
    }

    deinit {
        state.withLock { $0.subscribers.finish() }
        DeliveryQueue.flush()  // the end handlers (`onCompleted`) it queued
    }
}
