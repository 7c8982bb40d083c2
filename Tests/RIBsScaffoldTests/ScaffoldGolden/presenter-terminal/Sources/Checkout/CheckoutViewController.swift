import RIBs
import RIBsTerminal

/// What Checkout's view tells its presenter: the user's actions.
@MainActor
protocol CheckoutViewControllerListener: AnyObject {}

/// Checkout's view: a screen of RIBsTerminal.
final class CheckoutViewController: TerminalViewController, CheckoutViewControllable {
    weak var listener: (any CheckoutViewControllerListener)?

    override var title: String { "Checkout" }

    // TODO: Draw Checkout: return its lines from render(), name its commands in `commands` and
    // answer them in handleCommand(_:), telling the listener what the user did.
}
