import RIBs

/// What a game of TicTacToe needs from LoggedIn: nothing yet.
@MainActor
protocol TicTacToeDependency: Dependency, TicTacToePassThrough {}

final class TicTacToeComponent: Component<any TicTacToeDependency> {}

// MARK: - Builder

@MainActor
protocol TicTacToeBuildable: Buildable {
    func build(withListener listener: any GameListener) -> any TicTacToeRouting
}

final class TicTacToeBuilder: Builder<any TicTacToeDependency>, TicTacToeBuildable {
    func build(withListener listener: any GameListener) -> any TicTacToeRouting {
        let viewController = TicTacToeViewController()
        let interactor = TicTacToeInteractor(
            presenter: viewController,
            player1Name: "Player 1",
            player2Name: "Player 2"
        )
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}
