import Synchronization

/// A current value that changes over time: what a parent hands a child in its dependency
/// (a shared count, a session), readable now and observable as a stream.
public final class ValueRelay<Value: Sendable>: Sendable {
    private let state: Locked<(value: Value, broadcast: Broadcast<Value>)>

    /// Creates a relay holding `value`.
    public init(_ value: Value) {
        state = Locked((value, Broadcast()))
    }

    /// The current value; setting it delivers the new value to every subscriber.
    public var value: Value {
        get { state.withLock { $0.value } }
        set {
            state.withLock {
                $0.value = newValue
                $0.broadcast.send(newValue)
            }
        }
    }

    /// Changes the value in place and delivers the result.
    public func update(_ change: (inout Value) -> Void) {
        state.withLock { state in
            change(&state.value)
            state.broadcast.send(state.value)
        }
    }

    /// The current value first, then every change; ends once the relay is gone.
    public var values: Events<Value> {
        Events { [weak self] in
            self?.state.withLock { $0.broadcast.subscribe(current: $0.value) } ?? Events.finished()
        }
    }

    deinit {
        state.withLock { $0.broadcast.finish() }
    }
}
