import Synchronization

/// A multicast stream of events that replays the latest one to each new subscriber: RxSwift's
/// `ReplaySubject.create(bufferSize: 1)`. What a parent keeps when a child may ask after the
/// fact (a deep link waiting for login that happened before it).
///
/// Unlike a ``ValueRelay`` it starts empty: a subscriber that comes before the first event
/// waits for it.
///
/// ```swift
/// let loggedIn = ReplayRelay<String>()
/// loggedIn.send("player 1")
/// let first = await loggedIn.events.first()   // "player 1", at once
/// ```
public final class ReplayRelay<Element: Sendable>: Sendable {
    private let state = Locked((latest: Element?.none, subscribers: Subscribers<Element>()))

    /// Creates a relay with no event yet.
    public init() {}

    /// The latest event sent, if any.
    public var latest: Element? {
        state.withLock { $0.latest }
    }

    /// Delivers `element` to every subscriber, and keeps it for those to come.
    public func send(_ element: Element) {
        state.withLock {
            $0.latest = element
            $0.subscribers.send(element)
        }
        DeliveryQueue.flush()
    }

    /// How many subscribe now: handlers and `for await` loops.
    public var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// The latest event (if one was sent), then every event from now on; ends once the relay
    /// is gone.
    public var events: Events<Element> {
        Events(
            source: EventSource(
                attach: { [weak self] handle in self?.attach(handle) ?? .none },
                stream: { [weak self] in
                    self?.state.withLock { $0.subscribers.stream(current: $0.latest) } ?? AsyncStream { $0.finish() }
                }
            ))
    }

    private func attach(_ handle: @escaping @MainActor (Element) -> Void) -> DeliveryRegistration {
        let sink = DeliverySink(handle)
        guard state.withLock({ $0.subscribers.add(sink, current: $0.latest) }) else { return .none }
        DeliveryQueue.flush()
        return DeliveryRegistration { [weak self] after in
            self?.state.withLock { $0.subscribers.remove(sink) }
            DeliveryQueue.end(sink, after: after)
        }
    }

    deinit {
        state.withLock { $0.subscribers.finish() }
    }
}
