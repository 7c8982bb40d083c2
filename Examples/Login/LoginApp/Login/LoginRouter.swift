import RIBs

@MainActor
protocol LoginInteractable: Interactable, CreateAccountListener {
    var router: (any LoginRouting)? { get set }
    var listener: (any LoginListener)? { get set }
}

/// @mockable
@MainActor
protocol LoginViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Login presents CreateAccount modally; dismissing it detaches its router too, so it leaks
/// nothing (Uber's #636: a view dismissed without its router detached). When the person closes
/// it themselves (the back key; a sheet pulled down on iOS), the runtime calls
/// `dismissCreateAccount()` as the router's own way to detach it.
final class LoginRouter: ViewableRouter<any LoginInteractable, any LoginViewControllable>, LoginRouting {
    private let createAccountBuilder: any CreateAccountBuildable
    private var createAccount: (any ViewableRouting)?

    init(
        interactor: any LoginInteractable, viewController: any LoginViewControllable,
        createAccountBuilder: any CreateAccountBuildable
    ) {
        self.createAccountBuilder = createAccountBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCreateAccount() {
        guard createAccount == nil else { return }
        let child = createAccountBuilder.build(withListener: interactor)
        createAccount = child
        attachChild(child, onUserClose: { [weak self] in self?.dismissCreateAccount() })
        viewController.present(child.viewControllable)
    }

    func dismissCreateAccount() {
        guard let child = createAccount else { return }
        createAccount = nil
        detachChild(child)
        viewController.dismiss(child.viewControllable)
    }
}
