import RIBs

/// Wins and draws since the players logged in.
struct Score: Equatable, Sendable {
    var player1Score = 0
    var player2Score = 0
    var draws = 0
}

/// The scores, readable by any RIB below LoggedIn (tutorial 3's `ScoreStream`).
@MainActor
protocol ScoreStream: AnyObject {
    /// The current score, then each change.
    var score: Events<Score> { get }
}

/// The scores, changeable: only LoggedIn, which owns the stream, records results.
@MainActor
protocol MutableScoreStream: ScoreStream {
    func updateScore(withWinner winner: PlayerType?)
}

/// The stream, shared in LoggedInComponent's scope.
final class ScoreStreamImpl: MutableScoreStream {
    private let relay = ValueRelay(Score())

    var score: Events<Score> { relay.values }

    func updateScore(withWinner winner: PlayerType?) {
        relay.update { score in
            switch winner {
            case .player1?: score.player1Score += 1
            case .player2?: score.player2Score += 1
            case nil: score.draws += 1
            }
        }
    }
}
