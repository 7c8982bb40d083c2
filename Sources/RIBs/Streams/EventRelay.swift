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
    private let broadcast = Mutex(Broadcast<Element>())

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

/// A current value that changes over time: what a parent hands a child in its dependency
/// (a shared count, a session), readable now and observable as a stream.
public final class ValueRelay<Value: Sendable>: Sendable {
    private let state: Mutex<(value: Value, broadcast: Broadcast<Value>)>

    /// Creates a relay holding `value`.
    public init(_ value: Value) {
        state = Mutex((value, Broadcast()))
    }

    /// The current value; setting it delivers the new value to every subscriber.
    public var value: Value {
        get { state.withLock { $0.value } }
        set { state.withLock { $0.value = newValue; $0.broadcast.send(newValue) } }
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

/// The receiving side of an ``EventRelay`` or ``ValueRelay``: each iteration subscribes anew.
public struct Events<Element: Sendable>: AsyncSequence, Sendable {
    private let subscribe: @Sendable () -> AsyncStream<Element>

    init(subscribe: @escaping @Sendable () -> AsyncStream<Element>) {
        self.subscribe = subscribe
    }

    public func makeAsyncIterator() -> AsyncStream<Element>.Iterator {
        subscribe().makeAsyncIterator()
    }

    static func finished() -> AsyncStream<Element> {
        AsyncStream { $0.finish() }
    }
}
