import RIBs

struct Score: Sendable {
    let player1: Int
    let player2: Int
}

enum Winner: Sendable {
    case player1, player2
}

protocol ScoreStream: AnyObject {
    var score: Events<Score> { get }
    var winners: Events<Winner> { get }
}

final class ScoreStreamImpl: ScoreStream {
    private let scoreRelay = ValueRelay<Score>(Score(player1: 0, player2: 0))
    private let winnerRelay = EventRelay<Winner>()
    private let resets = EventRelay<Void>()
    private let lastScore = ValueRelay(0)
    private let lastWinner = ReplayRelay<Winner>()
    private let rounds: ValueRelay<Int> = ValueRelay.init(0)

    var score: Events<Score> {
        return scoreRelay.values
    }

    var winners: Events<Winner> {
        return winnerRelay.events
    }

    var replayedWinner: Events<Winner> {
        lastWinner.events
    }

    /// The score after each reset: the relay's method passed as the function.
    var scoreAfterResets: Events<Score> {
        resets.events.flatMap({ [scoreRelay] _ in scoreRelay.values })
    }

    func record(_ winner: Winner) {
        let current = scoreRelay.value
        scoreRelay.value = winner == .player1
                ? Score(player1: current.player1 + 1, player2: current.player2)
                : Score(player1: current.player1, player2: current.player2 + 1)
        winnerRelay.send(winner)
        self.lastWinner.send(winner)
        lastScore.value = current.player1 + current.player2
    }

    func reset() {
        resets.send(())
    }

    func close() {
        resets.finish()
    }
}
