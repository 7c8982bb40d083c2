import RIBs
import RIBsTesting
import Testing

@testable import TicTacToeExample

/// LoggedIn records each game's result in the score stream it owns, then shows OffGame again:
/// tutorial 3's stream, read as any RIB below LoggedIn reads it.
@MainActor
@Suite struct LoggedInInteractorTests {
    @Test(.leakDetection) func aGameEndRecordsTheResultAndShowsOffGameAgain() async {
        let scores = ScoreStreamImpl()
        let router = LoggedInRoutingMock()
        let interactor = LoggedInInteractor(
            games: [], mutableScoreStream: scores, scoreReporterWorker: ScoreReporterWorkingMock())
        interactor.router = router
        interactor.activate()

        interactor.gameDidEnd(withWinner: .player2)
        interactor.gameDidEnd(withWinner: nil)

        #expect(router.routeToOffGameCallCount == 2)
        #expect(await scores.score.first(1) == [Score(player1Score: 0, player2Score: 1, draws: 1)])
        interactor.deactivate()
        #expect(router.cleanupViewsCallCount == 1)
    }
}
