import RIBs

/// What a game of TicTacToe needs from LoggedIn: the players' names.
@MainActor
protocol TicTacToeDependency: Dependency, TicTacToePassThrough {
    var player1Name: String { get }
    var player2Name: String { get }
}

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
            player1Name: dependency.player1Name,
            player2Name: dependency.player2Name
        )
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}
