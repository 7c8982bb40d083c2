/// @mockable
@MainActor
protocol ScoreStreaming {
    var scores: AsyncStream<Int> { get }
    var events: any AsyncSequence<String, Never> { get }
    var failures: AsyncThrowingStream<Int, any Error> { get }
    var best: Int { get }
}
