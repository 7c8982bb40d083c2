import Synchronization

/// A current value that changes over time: what a parent hands a child in its dependency (a
/// shared count, a session), readable now and observable as a stream. RxSwift's
/// `BehaviorRelay`.
///
/// A handler subscribed to ``values`` with ``Events/subscribe(onNext:)`` gets the current value
/// first (before `subscribe` returns, on the main actor), then every change, in order.
public final class ValueRelay<Value: Sendable>: Sendable {
    private let state: Locked<(value: Value, subscribers: Subscribers<Value>)>

    /// Creates a relay holding `value`.
    public init(_ value: Value) {
        state = Locked((value, Subscribers()))
    }

    /// The current value; setting it delivers the new value to every subscriber.
    public var value: Value {
        get { state.withLock { $0.value } }
        set {
            state.withLock {
                $0.value = newValue
                $0.subscribers.send(newValue)
            }
            DeliveryQueue.flush()
        }
    }

    /// How many subscribe now: handlers and `for await` loops (one that stopped counts until the
    /// next change). What a test asks to see that a RIB follows, or stopped following, it.
    public var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Changes the value in place and delivers the result.
    public func update(_ change: (inout Value) -> Void) {
        state.withLock { state in
            change(&state.value)
            state.subscribers.send(state.value)
        }
        DeliveryQueue.flush()
    }

    /// The current value first, then every change; ends once the relay is gone.
    public var values: Events<Value> {
        Events(
            source: EventSource(
                attach: { [weak self] handle in self?.attach(handle) ?? .none },
                stream: { [weak self] in
                    self?.state.withLock { $0.subscribers.stream(current: $0.value) } ?? AsyncStream { $0.finish() }
                }
            ))
    }

    private func attach(_ handle: @escaping @MainActor (Value) -> Void) -> DeliveryRegistration {
        let sink = DeliverySink(handle)
        guard state.withLock({ $0.subscribers.add(sink, current: $0.value) }) else { return .none }
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
