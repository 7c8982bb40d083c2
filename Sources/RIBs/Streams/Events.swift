import Synchronization

/// The receiving side of an ``EventRelay`` or ``ValueRelay``: each iteration subscribes anew.
public struct Events<Element: Sendable>: AsyncSequence, Sendable {
    private let subscribe: @Sendable () -> AsyncStream<Element>

    init(subscribe: @escaping @Sendable () -> AsyncStream<Element>) {
        self.subscribe = subscribe
    }

    /// Subscribes: the iterator receives what is sent from now on.
    public func makeAsyncIterator() -> AsyncStream<Element>.Iterator {
        subscribe().makeAsyncIterator()
    }

    static func finished() -> AsyncStream<Element> {
        AsyncStream { $0.finish() }
    }
}
