import RIBs

/// What Profile's router needs from its interactor.
/// @mockable
@MainActor
protocol ProfileInteractable: Interactable, AvatarPickerListener {
    var router: (any ProfileRouting)? { get set }
    var listener: (any ProfileListener)? { get set }
}

/// What Profile's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol ProfileViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches Profile's children.
final class ProfileRouter: ViewableRouter<any ProfileInteractable, any ProfileViewControllable>, ProfileRouting {
    private let avatarPickerBuilder: any AvatarPickerBuildable
    private var avatarPicker: (any AvatarPickerRouting)?

    init(
        interactor: any ProfileInteractable,
        viewController: any ProfileViewControllable,
        avatarPickerBuilder: any AvatarPickerBuildable
    ) {
        self.avatarPickerBuilder = avatarPickerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToAvatarPicker() {
        guard avatarPicker == nil else { return }
        let avatarPicker = avatarPickerBuilder.build(withListener: interactor)
        self.avatarPicker = avatarPicker
        attachChild(avatarPicker, onUserClose: { [weak self] in self?.detachAvatarPicker() })
        viewController.present(avatarPicker.viewControllable)
    }

    func detachAvatarPicker() {
        guard let avatarPicker else { return }
        self.avatarPicker = nil
        detachChild(avatarPicker)
        viewController.dismiss(avatarPicker.viewControllable)
    }
}
