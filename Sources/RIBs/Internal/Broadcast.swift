/// A multicast source of values for many `AsyncStream` subscribers.
///
/// It is a value type stored inline by its owner (an interactor, a router, the leak detector), so
/// an owner nobody subscribes to pays one empty array and nothing else. The owner is main-actor
/// isolated, which serialises every mutation; the continuations themselves are `Sendable`.
/// A subscriber that stops iterating is pruned the next time a value is sent.
struct Broadcast<Element: Sendable> {
    private var continuations: [AsyncStream<Element>.Continuation] = []
    private(set) var isFinished = false

    var hasSubscribers: Bool { !continuations.isEmpty }

    /// How many streams subscribe; one that stopped iterating counts until the next send.
    var subscriberCount: Int { continuations.count }

    /// Returns a new stream; when `current` is given it is the stream's first element.
    ///
    /// A stream made after ``finish()`` yields `current` (if any) and ends, as a subject that
    /// completed replays its last value and then its completion.
    mutating func subscribe(current: Element? = nil) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        if let current { continuation.yield(current) }
        if isFinished {
            continuation.finish()
        } else {
            continuations.append(continuation)
        }
        return stream
    }

    mutating func send(_ element: Element) {
        guard !continuations.isEmpty else { return }
        continuations.removeAll { continuation in
            if case .terminated = continuation.yield(element) { return true }
            return false
        }
    }

    mutating func finish() {
        isFinished = true
        // Nobody subscribed (most routers): nothing to replace or end.
        guard !continuations.isEmpty else { return }
        let finishing = continuations
        continuations = []
        for continuation in finishing { continuation.finish() }
    }
}
