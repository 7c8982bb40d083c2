import RIBs

/// Uber's RIBs re-exported UIKit, so this file of a real app imports only RIBs and names
/// UIKit's types.
protocol SettingsViewControllable: ViewControllable {}

final class SettingsViewController: UIViewController, SettingsViewControllable {
    var uiviewController: UIViewController { self }
}

final class SettingsRouter: Router<Interactor> {
    let window: UIWindow

    init(interactor: Interactor, window: UIWindow) {
        self.window = window
        super.init(interactor: interactor)
    }
}
