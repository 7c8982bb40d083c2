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
    private let core = RelayCore<Element>(latest: nil, replaysLatest: false)

    /// Creates a relay with no subscriber.
    public init() {}

    /// Delivers `element` to every current subscriber.
    public func send(_ element: Element) {
        core.send(element)
    }

    /// How many subscribe now: handlers and `for await` loops (one that stopped counts until the
    /// next send). What a test asks to see that a RIB follows, or stopped following, a stream.
    public var subscriberCount: Int {
        core.subscriberCount
    }

    /// Ends every subscription; later subscriptions end at once.
    public func finish() {
        core.finish()
    }

    /// The events from the moment a subscription starts. It does not keep the relay alive: once
    /// the sending side is gone, subscriptions end.
    public var events: Events<Element> {
        core.events
    }
}
