import RIBs

/// What Root's router needs from its interactor.
/// @mockable
@MainActor
protocol RootInteractable: Interactable, CartListener {
    var router: (any RootRouting)? { get set }
}

/// What Root's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol RootViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches Root's children.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let cartBuilder: any CartBuildable
    private var cart: (any CartRouting)?

    init(interactor: any RootInteractable, viewController: any RootViewControllable, cartBuilder: any CartBuildable) {
        self.cartBuilder = cartBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCart() {
        guard cart == nil else { return }
        let cart = cartBuilder.build(withListener: interactor)
        self.cart = cart
        attachChild(cart)
        viewController.present(cart.viewControllable)
    }

    func detachCart() {
        guard let cart else { return }
        self.cart = nil
        detachChild(cart)
        viewController.dismiss(cart.viewControllable)
    }
}
