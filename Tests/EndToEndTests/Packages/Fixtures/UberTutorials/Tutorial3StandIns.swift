// Stand-ins for tutorial 3's UIKit view controllers (their protocols kept from the migrated files,
// their classes replaced by these): the protocols they adopt, nothing of UIKit.
import RIBs

final class RootViewController: RootPresentable, RootViewControllable, LoggedInViewControllable {
    weak var listener: RootPresentableListener?
    func present(viewController: ViewControllable) {}
    func dismiss(viewController: ViewControllable) {}
}

final class LoggedOutViewController: LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?
}

final class OffGameViewController: OffGamePresentable, OffGameViewControllable {
    weak var listener: OffGamePresentableListener?
    init(player1Name: String, player2Name: String) {}
    func set(score: Score) {}
}

final class TicTacToeViewController: TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?
    init(player1Name: String, player2Name: String) {}
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {}
    func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void) {}
}
