import RIBs

/// What Login's view tells its interactor: the user's actions.
@MainActor
protocol LoginPresentableListener: AnyObject {}

/// Login's view, and its presenter. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach Login when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class LoginViewController: LoginPresentable, LoginViewControllable {
    weak var listener: (any LoginPresentableListener)?

    func present(_ viewController: any ViewControllable) {
        // TODO: Show viewController's view over this one (CreateAccount's, when Login routes to it).
    }

    func dismiss(_ viewController: any ViewControllable) {
        // TODO: Hide viewController's view.
    }
}
