import RIBs

/// What TicTacToe needs from its parent.
/// @mockable
@MainActor
protocol TicTacToeDependency: Dependency, TicTacToePassThrough {}

/// TicTacToe's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class TicTacToeComponent: Component<any TicTacToeDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol TicTacToeBuildable: Buildable {
    func build(withListener listener: any TicTacToeListener) -> any TicTacToeRouting
}

final class TicTacToeBuilder: Builder<any TicTacToeDependency>, TicTacToeBuildable {
    func build(withListener listener: any TicTacToeListener) -> any TicTacToeRouting {
        let viewController = TicTacToeViewController()
        let interactor = TicTacToeInteractor(presenter: viewController)
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}
