import RIBs

/// What Root's view tells its interactor: the user's actions.
@MainActor
protocol RootPresentableListener: AnyObject {}

/// Root's view, and its presenter. Adopt your UI here (a `UIViewController` subclass on iOS, a
/// `TerminalViewController` with RIBsTerminal).
final class RootViewController: RootPresentable, RootViewControllable {
    weak var listener: (any RootPresentableListener)?

    func present(_ viewController: any ViewControllable) {
        // TODO: Show viewController's view over this one (Episodes's, when Library routes to it).
    }

    func dismiss(_ viewController: any ViewControllable) {
        // TODO: Hide viewController's view.
    }
}
