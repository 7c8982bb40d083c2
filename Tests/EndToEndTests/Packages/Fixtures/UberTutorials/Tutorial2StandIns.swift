// Stand-ins for tutorial 2's UIKit view controllers (their protocols kept from the migrated files,
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
}

final class TicTacToeViewController: TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: TicTacToePresentableListener?
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {}
    func announce(winner: PlayerType) {}
}
