import RIBs
import RIBsTerminal

/// What Root's view tells its interactor: the user's actions.
@MainActor
protocol RootPresentableListener: AnyObject {}

/// Root's view, and its presenter: the app's first screen, under the screens Root's children present.
final class RootViewController: TerminalViewController, RootPresentable, RootViewControllable {
    weak var listener: (any RootPresentableListener)?

    override var title: String { "Root" }
}
