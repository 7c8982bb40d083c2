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
    private let core = RelayCore<Element>(latest: nil, replaysLatest: true)

    /// Creates a relay with no event yet.
    public init() {}

    /// The latest event sent, if any.
    public var latest: Element? {
        core.latest
    }

    /// Delivers `element` to every subscriber, and keeps it for those to come.
    public func send(_ element: Element) {
        core.send(element)
    }

    /// How many subscribe now: handlers and `for await` loops.
    public var subscriberCount: Int {
        core.subscriberCount
    }

    /// The latest event (if one was sent), then every event from now on; ends once the relay
    /// is gone.
    public var events: Events<Element> {
        core.events
    }
}
