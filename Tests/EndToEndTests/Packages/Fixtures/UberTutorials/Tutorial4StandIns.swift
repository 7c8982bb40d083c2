// Stand-ins for tutorial 4's UIKit view controllers (their protocols kept from the migrated files,
// their classes replaced by these): the protocols they adopt, nothing of UIKit.
import RIBs

final class RootViewController: RootPresentable, RootViewControllable, LoggedInViewControllable {
    weak var listener: RootPresentableListener?
    func replaceModal(viewController: ViewControllable?) {}
}

final class LoggedOutViewController: LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?
}

final class OffGameViewController: OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?
    init(games: [Game]) {}
    func show(scoreBoardView: ViewControllable) {}
}

final class TicTacToeViewController: TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?
    init(player1Name: String, player2Name: String) {}
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {}
    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void) {}
}

final class RandomWinViewController: RandomWinPresentable, RandomWinViewControllable {
    weak var listener: RandomWinPresentableListener?
    init(player1Name: String, player2Name: String) {}
    func announce(winner: PlayerType, withCompletionHandler handler: @escaping () -> Void) {}
}

final class BasicScoreBoardViewController: BasicScoreBoardPresentable, BasicScoreBoardViewControllable {
    weak var listener: BasicScoreBoardPresentableListener?
    init(player1Name: String, player2Name: String) {}
    func set(score: Score) {}
}
