import RIBs

/// What Profile's view tells its presenter: the user's actions.
@MainActor
protocol ProfileViewControllerListener: AnyObject {
    // TODO: Declare the user's actions, such as didTapDone().
}

/// Profile's view: it draws what its presenter gives it and reports the user's actions. Adopt
/// your UI here (a `UIViewController` subclass on iOS, a `TerminalViewController` with
/// RIBsTerminal).
final class ProfileViewController: ProfileViewControllable {
    weak var listener: (any ProfileViewControllerListener)?

    func present(_ viewController: any ViewControllable) {
        // TODO: Show viewController's view over this one (AvatarPicker's, when Profile routes to it).
    }

    func dismiss(_ viewController: any ViewControllable) {
        // TODO: Hide viewController's view.
    }
}
