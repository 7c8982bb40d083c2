import RIBs

/// @mockable
@MainActor
protocol ScoreStreaming {
    var scores: AsyncStream<Int> { get }
    var events: any AsyncSequence<String, Never> { get }
    var failures: AsyncThrowingStream<Int, any Error> { get }
    var best: Int { get }
}

/// The runtime's stream: the mock backs it with a relay the test sends through.
/// @mockable
@MainActor
protocol RideService: AnyObject {
    var rides: Events<[String]> { get }
    var status: Events<String> { get }
}
