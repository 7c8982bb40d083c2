import RIBs

/// What URLPicker's view tells its presenter: the user's actions.
@MainActor
protocol URLPickerViewControllerListener: AnyObject {}

/// URLPicker's view. Adopt your UI here (a `UIViewController` subclass on iOS, a
/// `TerminalViewController` with RIBsTerminal).
final class URLPickerViewController: URLPickerViewControllable {
    weak var listener: (any URLPickerViewControllerListener)?
}
