import RIBs

/// What LoggedOut's view tells its interactor: the user's actions.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {}

/// LoggedOut's view, and its presenter. Adopt your UI here (a `UIViewController` subclass on iOS, a
/// `TerminalViewController` with RIBsTerminal).
final class LoggedOutViewController: LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: (any LoggedOutPresentableListener)?
}
