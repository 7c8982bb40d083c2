/// Wraps a sequence and signals each time its consumer asks for the next element, so a test
/// knows the previous element has been fully handled without sleeping.
struct SignallingSequence<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element: Sendable {
    typealias Element = Base.Element
    let base: Base
    let demand: AsyncStream<Void>.Continuation

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let demand: AsyncStream<Void>.Continuation

        mutating func next() async throws -> Base.Element? {
            demand.yield()
            return try await base.next()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), demand: demand)
    }
}
