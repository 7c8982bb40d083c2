import RIBs

/// A game LoggedIn can start: the plugin point of tutorial 4, so OffGame lists games it does not
/// know and a deep link names one by `id`.
@MainActor
protocol Game {
    /// The id deep links use (`ribs-training://launchGame?gameId=ticTacToe`).
    var id: String { get }
    var name: String { get }
    var builder: any GameBuildable { get }
}

/// Builds a game's RIB.
@MainActor
protocol GameBuildable: AnyObject {
    func build(withListener listener: any GameListener) -> any ViewableRouting
}

/// What a game tells LoggedIn when it ends.
@MainActor
protocol GameListener: AnyObject {
    /// `winner` is nil for a draw.
    func gameDidEnd(withWinner winner: PlayerType?)
}

/// TicTacToe as a ``Game``.
final class TicTacToeAdapter: Game, GameBuildable {
    let id = "ticTacToe"
    let name = "Tic Tac Toe"
    var builder: any GameBuildable { self }
    private let ticTacToeBuilder: TicTacToeBuilder

    init(dependency: any TicTacToeDependency) {
        ticTacToeBuilder = TicTacToeBuilder(dependency: dependency)
    }

    func build(withListener listener: any GameListener) -> any ViewableRouting {
        ticTacToeBuilder.build(withListener: listener)
    }
}
