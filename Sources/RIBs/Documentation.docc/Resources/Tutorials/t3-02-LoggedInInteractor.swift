import RIBs

/// @mockable
@MainActor
protocol LoggedInRouting: Routing {
    func routeToOffGame()
    func routeToGame(with builder: any GameBuildable)
    /// Removes the views LoggedIn showed in its parent's view controller.
    func cleanupViews()
}

@MainActor
protocol LoggedInListener: AnyObject {
    func didLogout()
}

/// Viewless: it starts games, records their results in the score stream, and shows OffGame
/// between them.
final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?
    private let games: [any Game]
    private let mutableScoreStream: any MutableScoreStream

    init(games: [any Game], mutableScoreStream: any MutableScoreStream) {
        self.games = games
        self.mutableScoreStream = mutableScoreStream
        super.init()
    }

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: - OffGameListener

    func startGame(with game: any Game) {
        router?.routeToGame(with: game.builder)
    }

    func logout() {
        listener?.didLogout()
    }

    /// The players closed the game with the back key: it is abandoned, and OffGame comes back.
    override func userDidCloseChild(named name: String) {
        super.userDidCloseChild(named: name)
        router?.routeToOffGame()
    }

    // MARK: - GameListener

    func gameDidEnd(withWinner winner: PlayerType?) {
        mutableScoreStream.updateScore(withWinner: winner)
        router?.routeToOffGame()
    }

}
