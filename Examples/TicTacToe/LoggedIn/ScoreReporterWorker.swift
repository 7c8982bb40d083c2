import RIBs

/// What LoggedInInteractor starts: ScoreReporter's work, which runs while LoggedIn is active.
/// @mockable
@MainActor
protocol ScoreReporterWorking: Working {}

/// ScoreReporter's work for LoggedIn: `didStart` runs each time LoggedInInteractor becomes active with the worker
/// started, `didStop` each time it resigns.
final class ScoreReporterWorker: Worker, ScoreReporterWorking {
    private let scoreStream: any ScoreStream
    private let log: @MainActor (String) -> Void

    init(scoreStream: any ScoreStream, log: @escaping @MainActor (String) -> Void) {
        self.scoreStream = scoreStream
        self.log = log
    }

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        let log = self.log
        scoreStream.score.dropFirst()
            .subscribe(onNext: { score in
                log("Score: \(score.player1Score) to \(score.player2Score), \(score.draws) draws")
            })
            .cancelOnStop(self)
    }
}
