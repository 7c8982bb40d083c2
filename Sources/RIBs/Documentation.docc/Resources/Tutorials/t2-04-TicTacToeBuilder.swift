import RIBs

/// What TicTacToe needs from its parent.
/// @mockable
@MainActor
protocol TicTacToeDependency: Dependency, TicTacToePassThrough {
    // TODO: Declare what this RIB needs from its parent and cannot make itself.
}

/// TicTacToe's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class TicTacToeComponent: Component<any TicTacToeDependency> {
    // TODO: Declare the objects this RIB makes and shares with its children.
}

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
