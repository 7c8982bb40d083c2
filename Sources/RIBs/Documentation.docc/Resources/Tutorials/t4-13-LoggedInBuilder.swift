import RIBs

/// What LoggedIn needs from Root: a view controller to show its children in (it has no view).
@MainActor
protocol LoggedInDependency: Dependency, LoggedInPassThrough {
    var loggedInViewController: any LoggedInViewControllable { get }
    /// Where the app writes lines for the players to read: ScoreReporter writes the score there.
    var log: @MainActor (String) -> Void { get }
}

/// LoggedIn's scope: the player names (dynamic, from the builder's parameters) and the score
/// stream (static, shared by every RIB below), as tutorial 3 teaches.
final class LoggedInComponent: Component<any LoggedInDependency> {
    let player1Name: String
    let player2Name: String

    init(dependency: any LoggedInDependency, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(dependency: dependency)
    }

    var mutableScoreStream: any MutableScoreStream { shared { ScoreStreamImpl() } }
    var scoreStream: any ScoreStream { mutableScoreStream }
}

@MainActor
protocol LoggedInBuildable: Buildable {
    func build(withListener listener: any LoggedInListener, player1Name: String, player2Name: String) -> (
        router: any LoggedInRouting, actionableItem: any LoggedInActionableItem
    )
}

final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {
    func build(withListener listener: any LoggedInListener, player1Name: String, player2Name: String) -> (
        router: any LoggedInRouting, actionableItem: any LoggedInActionableItem
    ) {
        let component = LoggedInComponent(dependency: dependency, player1Name: player1Name, player2Name: player2Name)
        // The games are made here, not shared in the component: a component holding adapters
        // that hold the component would never be freed.
        let games: [any Game] = [TicTacToeAdapter(dependency: component), RandomWinAdapter(dependency: component)]
        let interactor = LoggedInInteractor(
            games: games,
            mutableScoreStream: component.mutableScoreStream,
            scoreReporterWorker: ScoreReporterWorker(scoreStream: component.scoreStream, log: dependency.log))
        interactor.listener = listener
        let router = LoggedInRouter(
            interactor: interactor,
            viewController: dependency.loggedInViewController,
            offGameBuilder: OffGameBuilder(dependency: component),
            games: games
        )
        return (router, interactor)
    }
}
