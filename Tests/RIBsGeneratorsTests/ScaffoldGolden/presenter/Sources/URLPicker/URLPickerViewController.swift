import RIBs

/// What URLPicker's view tells its presenter: the user's actions.
@MainActor
protocol URLPickerViewControllerListener: AnyObject {
    // TODO: Declare the user's actions, such as didTapDone().
}

/// URLPicker's view: it draws what its presenter gives it and reports the user's actions. Adopt
/// your UI here (a `UIViewController` subclass on iOS, a `TerminalViewController` with
/// RIBsTerminal).
final class URLPickerViewController: URLPickerViewControllable {
    weak var listener: (any URLPickerViewControllerListener)?
}
