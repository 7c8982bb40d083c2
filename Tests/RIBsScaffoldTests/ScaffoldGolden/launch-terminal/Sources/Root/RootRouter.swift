import RIBs

/// What Root's router needs from its interactor.
/// @mockable
@MainActor
protocol RootInteractable: Interactable {
    var router: (any RootRouting)? { get set }
}

/// What Root's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol RootViewControllable: ViewControllable {}

/// Attaches and detaches Root's children.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    override init(interactor: any RootInteractable, viewController: any RootViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
