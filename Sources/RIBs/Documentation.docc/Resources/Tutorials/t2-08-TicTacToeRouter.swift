import RIBs

@MainActor
protocol TicTacToeInteractable: Interactable {
    var router: (any TicTacToeRouting)? { get set }
    var listener: (any GameListener)? { get set }
}

@MainActor
protocol TicTacToeViewControllable: ViewControllable {}

/// A game has no children: its router only ties the interactor to the board.
final class TicTacToeRouter: ViewableRouter<any TicTacToeInteractable, any TicTacToeViewControllable>, TicTacToeRouting
{
    override init(interactor: any TicTacToeInteractable, viewController: any TicTacToeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
