import Synchronization

/// A multicast stream of events: what a stream-style RIB sends its parent instead of calling a
/// listener.
///
/// The sending side keeps the relay; the receiving side gets ``events``, an `AsyncSequence` in
/// which each iteration is its own subscription from that moment on. The relay is `Sendable`,
/// so it can be handed down in a dependency struct or across actors.
///
/// ```swift
/// struct Screen1Outputs { let goToNextScreen: Events<Void> }
/// let relay = EventRelay<Void>()
/// let outputs = Screen1Outputs(goToNextScreen: relay.events)
/// relay.send(())
/// ```
public final class EventRelay<Element: Sendable>: Sendable {
    private let broadcast = Locked(Broadcast<Element>())

    /// Creates a relay with no subscriber.
    public init() {}

    /// Delivers `element` to every current subscriber.
    public func send(_ element: Element) {
        broadcast.withLock { $0.send(element) }
    }

    /// Ends every subscription; later subscriptions end at once.
    public func finish() {
        broadcast.withLock { $0.finish() }
    }

    /// The events from the moment iteration starts. It does not keep the relay alive: once the
    /// sending side is gone, iterations end.
    public var events: Events<Element> {
        Events { [weak self] in
            self?.broadcast.withLock { $0.subscribe() } ?? Events.finished()
        }
    }

    deinit {
        broadcast.withLock { $0.finish() }
    }
}
