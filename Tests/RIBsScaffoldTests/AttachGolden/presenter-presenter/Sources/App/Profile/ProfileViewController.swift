import RIBs

/// What Profile's view tells its presenter: the user's actions.
@MainActor
protocol ProfileViewControllerListener: AnyObject {}

/// Profile's view. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach Profile when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class ProfileViewController: ProfileViewControllable {
    weak var listener: (any ProfileViewControllerListener)?

    func present(_ viewController: any ViewControllable) {
        // TODO: Show viewController's view over this one (AvatarPicker's, when Profile routes to it).
    }

    func dismiss(_ viewController: any ViewControllable) {
        // TODO: Hide viewController's view.
    }
}
