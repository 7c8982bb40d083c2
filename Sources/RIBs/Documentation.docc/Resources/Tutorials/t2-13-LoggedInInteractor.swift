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

/// Viewless: it starts games, and shows OffGame between them.
final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?
    private let games: [any Game]

    init(games: [any Game]) {
        self.games = games
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

    // MARK: - GameListener

    func gameDidEnd(withWinner winner: PlayerType?) {
        router?.routeToOffGame()
    }

}
