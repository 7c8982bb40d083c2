/// A current value that changes over time: what a parent hands a child in its dependency (a
/// shared count, a session), readable now and observable as a stream. RxSwift's
/// `BehaviorRelay`.
///
/// A handler subscribed to ``values`` with ``Events/subscribe(onNext:)`` gets the current value
/// first (before `subscribe` returns, on the main actor), then every change, in order.
public final class ValueRelay<Value: Sendable>: Sendable {
    /// Made with a value and replaying each one sent, so it always holds one.
    private let core: RelayCore<Value>

    /// Creates a relay holding `value`.
    public init(_ value: Value) {
        core = RelayCore(latest: value, replaysLatest: true)
    }

    /// The current value; setting it delivers the new value to every subscriber.
    public var value: Value {
        get { core.latest! }
        set { core.send(newValue) }
    }

    /// How many subscribe now: handlers and `for await` loops (one that stopped counts until the
    /// next change). What a test asks to see that a RIB follows, or stopped following, it.
    public var subscriberCount: Int {
        core.subscriberCount
    }

    /// Changes the value in place and delivers the result.
    public func update(_ change: (inout Value) -> Void) {
        core.update(change)
    }

    /// The current value first, then every change; ends once the relay is gone.
    public var values: Events<Value> {
        core.events
    }
}
