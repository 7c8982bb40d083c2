import RIBs

/// The lines of standard input, read off the main actor so the app keeps running while it waits.
public struct StandardInputLines: AsyncSequence, Sendable {
    /// Creates the sequence; each iteration reads standard input from where it is.
    public init() {}

    /// Starts a thread that reads lines until standard input ends.
    public func makeAsyncIterator() -> AsyncStream<String>.Iterator {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        Thread.detach {
            while let line = readLine(strippingNewline: true) { continuation.yield(line) }
            continuation.finish()
        }
        return stream.makeAsyncIterator()
    }
}
