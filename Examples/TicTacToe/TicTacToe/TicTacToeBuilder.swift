import RIBs

@MainActor
protocol TicTacToeDependency: Dependency {
    var player1Name: String { get }
    var player2Name: String { get }
}

final class TicTacToeBuilder: Builder<any TicTacToeDependency> {
    func build(withListener listener: any GameListener) -> any ViewableRouting {
        let viewController = TicTacToeViewController()
        let interactor = TicTacToeInteractor(
            presenter: viewController,
            player1Name: dependency.player1Name,
            player2Name: dependency.player2Name
        )
        interactor.listener = listener
        return ViewableRouter<TicTacToeInteractor, TicTacToeViewController>(
            interactor: interactor, viewController: viewController)
    }
}
