import RIBs

/// What Cart's router needs from its interactor.
/// @mockable
@MainActor
protocol CartInteractable: Interactable {
    var router: (any CartRouting)? { get set }
    var listener: (any CartListener)? { get set }
}

/// What Cart's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol CartViewControllable: ViewControllable {}

/// Attaches and detaches Cart's children.
final class CartRouter: ViewableRouter<any CartInteractable, any CartViewControllable>, CartRouting {
    override init(interactor: any CartInteractable, viewController: any CartViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
