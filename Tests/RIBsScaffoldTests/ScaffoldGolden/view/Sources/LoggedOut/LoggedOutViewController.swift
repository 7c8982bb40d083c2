import RIBs

/// What LoggedOut's view tells its interactor: the user's actions.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {}

/// LoggedOut's view, and its presenter. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach LoggedOut when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class LoggedOutViewController: LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: (any LoggedOutPresentableListener)?
}
