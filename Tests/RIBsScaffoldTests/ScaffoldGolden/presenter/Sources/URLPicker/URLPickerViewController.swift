import RIBs

/// What URLPicker's view tells its presenter: the user's actions.
@MainActor
protocol URLPickerViewControllerListener: AnyObject {}

/// URLPicker's view. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach URLPicker when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class URLPickerViewController: URLPickerViewControllable {
    weak var listener: (any URLPickerViewControllerListener)?
}
