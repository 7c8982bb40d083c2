import RIBs
import RIBsTerminal

/// The window's root screen: everything else is presented over it.
final class RootViewController: TerminalViewController, RootPresentable, RootViewControllable, LoggedInViewControllable
{
    weak var listener: (any RootPresentableListener)?

    override var title: String { "TicTacToe" }
    override func render() -> [String] { ["Loading…"] }

    func present(viewController: any ViewControllable) {
        present(viewController)
    }

    func dismiss(viewController: any ViewControllable) {
        dismiss(viewController)
    }
}
