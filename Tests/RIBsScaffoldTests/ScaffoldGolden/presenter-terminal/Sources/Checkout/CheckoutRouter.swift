import RIBs

/// What Checkout's router needs from its interactor.
/// @mockable
@MainActor
protocol CheckoutInteractable: Interactable {
    var router: (any CheckoutRouting)? { get set }
    var listener: (any CheckoutListener)? { get set }
}

/// What Checkout's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol CheckoutViewControllable: ViewControllable {}

/// Attaches and detaches Checkout's children.
final class CheckoutRouter: ViewableRouter<any CheckoutInteractable, any CheckoutViewControllable>, CheckoutRouting {
    override init(interactor: any CheckoutInteractable, viewController: any CheckoutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
