/// The receiving side of an ``EventRelay`` or ``ValueRelay``: a stream of events, read with
/// ``subscribe(onNext:)`` (as Rx's `subscribe(onNext:)`) or with `for await`.
///
/// ``subscribe(onNext:)`` subscribes when it is called and hands each element to its handler on
/// the main actor, in send order, and, for an element sent on the main actor, before `send`
/// returns, as a relay of RxSwift does. `for await` subscribes when its iterator is made (each
/// iteration is its own subscription) and reads the elements as a task does, a turn later.
public struct Events<Element: Sendable>: AsyncSequence, Sendable {
    let source: EventSource<Element>

    init(source: EventSource<Element>) {
        self.source = source
    }

    /// Subscribes: the iterator receives what is sent from now on.
    public func makeAsyncIterator() -> AsyncStream<Element>.Iterator {
        source.stream().makeAsyncIterator()
    }

    /// Calls `handle` with every element sent from now on, on the main actor, in send order,
    /// until the subscription is cancelled: Rx's `subscribe(onNext:)`.
    ///
    /// The subscription exists when this returns, so nothing sent after is missed. An element
    /// sent on the main actor reaches `handle` before `send` returns, unless a handler is running
    /// (one that sends, or another stream's): then it waits its turn, and runs right after that
    /// handler returns. One sent from another thread runs in the main actor's next turn, after
    /// every element sent before it, from any stream.
    ///
    /// Bind the subscription to the RIB it serves, as Uber's `disposeOnDeactivate`:
    ///
    /// ```swift
    /// override func didBecomeActive() {
    ///     super.didBecomeActive()
    ///     scores.subscribe(onNext: { [weak self] score in self?.presenter.show(score) })
    ///         .cancelOnDeactivate(interactor: self)
    /// }
    /// ```
    @MainActor
    public func subscribe(onNext handle: @escaping @MainActor (Element) -> Void) -> EventSubscription {
        EventSubscription(source.attach(handle))
    }

    /// Calls `handle` with every element sent from now on, as ``subscribe(onNext:)`` does, and
    /// `completed` once the stream ends, after its last element: Rx's
    /// `subscribe(onNext:onCompleted:)`, which Uber's tests use to see a RIB's stream end.
    ///
    /// A relay's stream ends when the relay is freed (an ``EventRelay`` also when it is
    /// finished), and a RIB's own (``Interactor/isActiveStream``, ``Router/lifecycle``,
    /// ``Worker/isStartedStream``) when its RIB is; a subscription made after the end hears it at
    /// once. A stream an operator made does not tell its end: `completed` never runs for it.
    ///
    /// ```swift
    /// router.lifecycle.subscribe(onNext: { print($0) }, onCompleted: { print("router freed") })
    /// ```
    @MainActor
    public func subscribe(
        onNext handle: @escaping @MainActor (Element) -> Void, onCompleted completed: @escaping @MainActor () -> Void
    ) -> EventSubscription {
        guard let attachEnding = source.attachEnding else { return subscribe(onNext: handle) }
        return EventSubscription(attachEnding(handle, completed))
    }

    /// Subscribes with no handler, for what the stream's operators do on the way (Rx's
    /// `subscribe()`): a chain that ends in `do(onNext:)`, or in a `flatMap` that starts work for
    /// each element, runs while the subscription lives.
    ///
    /// ```swift
    /// tokens.do(onNext: { [weak self] token in self?.store(token) })
    ///     .subscribe()
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    @MainActor
    public func subscribe() -> EventSubscription {
        subscribe(onNext: { _ in })
    }

    /// Events that end at once: nothing is ever sent.
    static var none: Events {
        Events(
            source: EventSource(
                attach: { _ in .none }, stream: { AsyncStream { $0.finish() } },
                attachEnding: { _, onEnd in
                    DeliveryQueue.enqueue(onEnd)
                    return .none
                }))
    }
}

/// How an ``Events`` is subscribed to: a handler on the main actor (through the delivery queue),
/// or an `AsyncStream` for `for await`.
struct EventSource<Element: Sendable>: Sendable {
    /// Registers a handler for every element from now on; returns how to end it.
    let attach: @Sendable (_ handle: @escaping @MainActor (Element) -> Void) -> DeliveryRegistration
    /// A new stream of every element from now on.
    let stream: @Sendable () -> AsyncStream<Element>
    /// For a source that tells its end (a relay's, a RIB's own stream): ``attach``, with what
    /// runs when it ends, after every element. `nil` for one that does not.
    var attachEnding:
        (
            @MainActor @Sendable (
                _ handle: @escaping @MainActor (Element) -> Void, _ onEnd: @escaping @MainActor () -> Void
            ) -> DeliveryRegistration
        )? = nil
}

/// A handler's place in a source: ending it stops the elements; what the source accepted
/// before is still delivered, then `after` runs.
struct DeliveryRegistration: Sendable {
    let end: @MainActor @Sendable (_ after: (@MainActor () -> Void)?) -> Void

    /// A registration with a source that will send nothing.
    static let none = DeliveryRegistration { after in
        if let after { DeliveryQueue.enqueue(after) }
    }
}
