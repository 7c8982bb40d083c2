import RIBs
import Synchronization

/// A stream a test drives: what a RIB's stream dependency is made of in a test. Send, finish
/// or fail it, and ask how many subscribe.
///
/// ```swift
/// let parcels = TestStream<[Parcel]>()
/// let harness = RIBTestHarness { ParcelListBuilder(dependency: .init(parcels: parcels.events)).build() }
/// #expect(parcels.subscriberCount == 1)   // the RIB follows it while active
/// parcels.send([teapot])
/// ```
///
/// ``events`` is the runtime's `Events` (for a RIB that subscribes with `subscribe(onNext:)`);
/// ``throwingStream`` the same elements as an `AsyncThrowingStream` that ``fail(_:)`` ends
/// with an error, for a RIB whose dependency can fail.
public final class TestStream<Element: Sendable>: Sendable {
    private let relay = EventRelay<Element>()
    private let throwing = Locked<(continuations: [AsyncThrowingStream<Element, any Error>.Continuation], end: End?)>(
        ([], nil))

    private enum End {
        case finished
        case failed(any Error)
    }

    /// A stream no one has sent on.
    public init() {}

    /// The elements, as the runtime's `Events`: each subscription gets what is sent after it.
    public var events: Events<Element> { relay.events }

    /// The elements as a new `AsyncThrowingStream`, which gets what is sent after it is made,
    /// and ends with ``finish()`` or ``fail(_:)``.
    public var throwingStream: AsyncThrowingStream<Element, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Element.self)
        let end = throwing.withLock { state -> End? in
            if state.end == nil { state.continuations.append(continuation) }
            return state.end
        }
        switch end {
        case .finished?: continuation.finish()
        case .failed(let error)?: continuation.finish(throwing: error)
        case nil: break
        }
        return stream
    }

    /// How many subscribe now, through ``events`` or ``throwingStream``.
    public var subscriberCount: Int {
        relay.subscriberCount + throwing.withLock { $0.continuations.count }
    }

    /// Sends `element` to every subscriber.
    public func send(_ element: Element) {
        relay.send(element)
        let continuations = throwing.withLock { $0.continuations }
        for continuation in continuations { continuation.yield(element) }
    }

    /// Ends every subscription.
    public func finish() {
        relay.finish()
        end(.finished)
    }

    /// Ends ``throwingStream``'s subscriptions with `error` (``events`` cannot fail: they end).
    public func fail(_ error: any Error) {
        relay.finish()
        end(.failed(error))
    }

    private func end(_ end: End) {
        let continuations = throwing.withLock { state in
            defer {
                state.continuations = []
                state.end = end
            }
            return state.continuations
        }
        for continuation in continuations {
            if case .failed(let error) = end { continuation.finish(throwing: error) } else { continuation.finish() }
        }
    }
}
