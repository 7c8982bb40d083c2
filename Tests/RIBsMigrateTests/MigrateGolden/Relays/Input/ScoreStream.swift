import RxSwift
import RxRelay

struct Score {
    let player1: Int
    let player2: Int
}

enum Winner {
    case player1, player2
}

protocol ScoreStream: AnyObject {
    var score: Observable<Score> { get }
    var winners: Observable<Winner> { get }
}

final class ScoreStreamImpl: ScoreStream {
    private let scoreRelay = BehaviorRelay<Score>(value: Score(player1: 0, player2: 0))
    private let winnerRelay = PublishRelay<Winner>()
    private let resets = PublishSubject<Void>()
    private let lastScore = BehaviorSubject(value: 0)
    private let lastWinner = ReplaySubject<Winner>.create(bufferSize: 1)
    private let rounds: BehaviorRelay<Int> = BehaviorRelay.init(value: 0)

    var score: Observable<Score> {
        return scoreRelay.asObservable()
    }

    var winners: Observable<Winner> {
        return winnerRelay.asObservable()
    }

    var replayedWinner: Observable<Winner> {
        lastWinner.asObservable()
    }

    /// The score after each reset: the relay's method passed as the function.
    var scoreAfterResets: Observable<Score> {
        resets.asObservable().flatMap(scoreRelay.asObservable)
    }

    func record(_ winner: Winner) {
        let current = scoreRelay.value
        scoreRelay.accept(
            winner == .player1
                ? Score(player1: current.player1 + 1, player2: current.player2)
                : Score(player1: current.player1, player2: current.player2 + 1))
        winnerRelay.accept(winner)
        self.lastWinner.onNext(winner)
        lastScore.onNext(current.player1 + current.player2)
    }

    func reset() {
        resets.onNext(())
    }

    func close() {
        resets.onCompleted()
    }
}
