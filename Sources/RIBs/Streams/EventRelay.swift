import Synchronization

/// A multicast stream of events: what a RIB sends its parent instead of calling a listener, or
/// a service sends the RIBs that follow it. RxSwift's `PublishRelay`.
///
/// The sending side keeps the relay; the receiving side gets ``events``. A handler subscribed
/// with ``Events/subscribe(onNext:)`` gets every event sent after it subscribed, on the main
/// actor, in send order: one sent on the main actor before ``send(_:)`` returns (as with Rx),
/// one sent elsewhere in the main actor's next turn. The relay is `Sendable`, so it can be
/// handed down in a dependency struct or across actors.
///
/// ```swift
/// struct Screen1Outputs { let goToNextScreen: Events<Void> }
/// let relay = EventRelay<Void>()
/// let outputs = Screen1Outputs(goToNextScreen: relay.events)
/// relay.send(())
/// ```
public final class EventRelay<Element: Sendable>: Sendable {
    private let subscribers = Locked(Subscribers<Element>())

    /// Creates a relay with no subscriber.
    public init() {}

    /// Delivers `element` to every current subscriber.
    public func send(_ element: Element) {
        subscribers.withLock { $0.send(element) }
        DeliveryQueue.flush()
    }

    /// How many subscribe now: handlers and `for await` loops (one that stopped counts until the
    /// next send). What a test asks to see that a RIB follows, or stopped following, a stream.
    public var subscriberCount: Int {
        subscribers.withLock { $0.count }
    }

    /// Ends every subscription; later subscriptions end at once.
    public func finish() {
        subscribers.withLock { $0.finish() }
    }

    /// The events from the moment a subscription starts. It does not keep the relay alive: once
    /// the sending side is gone, subscriptions end.
    public var events: Events<Element> {
        Events(
            source: EventSource(
                attach: { [weak self] handle in self?.attach(handle) ?? .none },
                stream: { [weak self] in self?.subscribers.withLock { $0.stream() } ?? AsyncStream { $0.finish() } }
            ))
    }

    private func attach(_ handle: @escaping @MainActor (Element) -> Void) -> DeliveryRegistration {
        let sink = DeliverySink(handle)
        guard subscribers.withLock({ $0.add(sink) }) else { return .none }
        return DeliveryRegistration { [weak self] after in
            self?.subscribers.withLock { $0.remove(sink) }
            DeliveryQueue.end(sink, after: after)
        }
    }

    deinit {
        subscribers.withLock { $0.finish() }
    }
}
