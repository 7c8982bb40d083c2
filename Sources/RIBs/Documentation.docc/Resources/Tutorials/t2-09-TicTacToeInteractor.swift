import RIBs

@MainActor
protocol TicTacToeRouting: ViewableRouting {}

@MainActor
protocol TicTacToePresentable: Presentable {
    var listener: (any TicTacToePresentableListener)? { get set }
    func show(board: Board, turn: String)
    func showCellTaken()
    /// Shows the result; `completion` runs when the players have seen it.
    func announce(result: String, completion: @escaping @MainActor () -> Void)
}

/// Whose turn it is, the board, and the end of the game.
final class TicTacToeInteractor: PresentableInteractor<any TicTacToePresentable>, TicTacToeInteractable,
    TicTacToePresentableListener
{
    weak var router: (any TicTacToeRouting)?
    weak var listener: (any GameListener)?
    private let names: [PlayerType: String]
    private var board = Board()
    private var currentPlayer = PlayerType.player1
    private var isOver = false

    init(presenter: any TicTacToePresentable, player1Name: String, player2Name: String) {
        names = [.player1: player1Name, .player2: player2Name]
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.show(board: board, turn: turnText)
    }

    func placeCurrentPlayerMark(at cell: Int) {
        guard !isOver else { return }
        guard board.place(currentPlayer, at: cell) else {
            presenter.showCellTaken()
            return
        }
        switch board.outcome {
        case .inProgress:
            currentPlayer = currentPlayer == .player1 ? .player2 : .player1
            presenter.show(board: board, turn: turnText)
        case .win(let winner):
            end(winner: winner, result: "\(names[winner]!) won!")
        case .draw:
            end(winner: nil, result: "It's a draw.")
        }
    }

    private var turnText: String { "\(names[currentPlayer]!)'s turn (\(currentPlayer.mark))" }

    private func end(winner: PlayerType?, result: String) {
        isOver = true
        presenter.show(board: board, turn: result)
        presenter.announce(result: result) { [weak self] in
            self?.listener?.gameDidEnd(withWinner: winner)
        }
    }
}
