import RIBs

/// What Settings needs from its parent.
/// @mockable
@MainActor
protocol SettingsDependency: Dependency {}

/// Settings's scope: what it makes and shares with its children, which reach it through their
/// own dependency protocols.
final class SettingsComponent: Component<any SettingsDependency> {}

// MARK: - Builder

/// @mockable
@MainActor
protocol SettingsBuildable: Buildable {
    func build(withListener listener: any SettingsListener) -> any SettingsRouting
}

final class SettingsBuilder: Builder<any SettingsDependency>, SettingsBuildable {
    func build(withListener listener: any SettingsListener) -> any SettingsRouting {
        let viewController = SettingsViewController()
        let interactor = SettingsInteractor(presenter: viewController)
        interactor.listener = listener
        return SettingsRouter(interactor: interactor, viewController: viewController)
    }
}
