// Stand-ins for tutorial 1's UIKit view controllers (their protocols kept from the migrated files,
// their classes replaced by these): the protocols they adopt, nothing of UIKit.
import RIBs

final class RootViewController: RootPresentable, RootViewControllable {
    weak var listener: RootPresentableListener?
    func present(viewController: ViewControllable) {}
}

final class LoggedOutViewController: LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?
}

final class TicTacToeViewController: TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {}
    func announce(winner: PlayerType) {}
}
