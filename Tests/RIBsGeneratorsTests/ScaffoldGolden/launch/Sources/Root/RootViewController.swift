import RIBs

/// What Root's view tells its interactor: the user's actions.
@MainActor
protocol RootPresentableListener: AnyObject {}

/// Root's view, and its presenter. Adopt your UI here (a `UIViewController` subclass on iOS, a
/// `TerminalViewController` with RIBsTerminal).
final class RootViewController: RootPresentable, RootViewControllable {
    weak var listener: (any RootPresentableListener)?
}
