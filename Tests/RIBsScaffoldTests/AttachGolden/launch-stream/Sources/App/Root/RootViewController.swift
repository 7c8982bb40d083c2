import RIBs

/// What Root's view tells its interactor: the user's actions.
@MainActor
protocol RootPresentableListener: AnyObject {}

/// Root's view, and its presenter. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach Root when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class RootViewController: RootPresentable, RootViewControllable {
    weak var listener: (any RootPresentableListener)?

    func present(_ viewController: any ViewControllable) {
        // TODO: Show viewController's view over this one (Home's, when Root routes to it).
    }

    func dismiss(_ viewController: any ViewControllable) {
        // TODO: Hide viewController's view.
    }
}
