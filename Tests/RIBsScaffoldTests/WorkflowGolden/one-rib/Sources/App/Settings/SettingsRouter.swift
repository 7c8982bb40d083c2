import RIBs

/// What Settings's router needs from its interactor.
/// @mockable
@MainActor
protocol SettingsInteractable: Interactable {
    var router: (any SettingsRouting)? { get set }
    var listener: (any SettingsListener)? { get set }
}

/// What Settings's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol SettingsViewControllable: ViewControllable {}

/// Attaches and detaches Settings's children.
final class SettingsRouter: ViewableRouter<any SettingsInteractable, any SettingsViewControllable>, SettingsRouting {
    override init(interactor: any SettingsInteractable, viewController: any SettingsViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
