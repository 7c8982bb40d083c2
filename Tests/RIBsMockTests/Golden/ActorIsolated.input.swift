/// @mockable
@MainActor
public protocol ScoreStreaming {
    var latest: Int { get }
    func scoreBoard() -> ScoreBoardProviding
}

/// @mockable
@MainActor
public protocol ScoreBoardProviding {
    func render() -> [String]
}
