import RIBs

/// What Account's view tells its interactor: the user's actions.
@MainActor
protocol AccountPresentableListener: AnyObject {}

/// Account's view, and its presenter. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach Account when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class AccountViewController: AccountPresentable, AccountViewControllable {
    weak var listener: (any AccountPresentableListener)?

    func present(_ viewController: any ViewControllable) {
        // TODO: Show viewController's view over this one (Form's, when Account routes to it).
    }

    func dismiss(_ viewController: any ViewControllable) {
        // TODO: Hide viewController's view.
    }
}
