import RIBs

/// What Settings's view tells its interactor: the user's actions.
@MainActor
protocol SettingsPresentableListener: AnyObject {}

/// Settings's view, and its presenter. Adopt your UI here: on iOS a `RIBViewController` or a
/// `RIBHostingController` (RIBsUIKit), which detach Settings when the person closes the view;
/// a `TerminalViewController` with RIBsTerminal.
final class SettingsViewController: SettingsPresentable, SettingsViewControllable {
    weak var listener: (any SettingsPresentableListener)?
}
