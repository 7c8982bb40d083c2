import RIBs
import RIBsTerminal

@MainActor
protocol RootPresentableListener: AnyObject {}

/// The window's root screen: everything else is presented over it. `present(_:)` and
/// `dismiss(_:)`, which the routers call, are TerminalViewController's.
final class RootViewController: TerminalViewController, RootPresentable, RootViewControllable {
    weak var listener: (any RootPresentableListener)?

    override var title: String { "TicTacToe" }
    override func render() -> [String] { ["Loading…"] }
}
