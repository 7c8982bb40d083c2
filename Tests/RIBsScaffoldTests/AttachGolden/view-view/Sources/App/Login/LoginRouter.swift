import RIBs

/// What Login's router needs from its interactor.
/// @mockable
@MainActor
protocol LoginInteractable: Interactable, CreateAccountListener {
    var router: (any LoginRouting)? { get set }
    var listener: (any LoginListener)? { get set }
}

/// What Login's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol LoginViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches Login's children.
final class LoginRouter: ViewableRouter<any LoginInteractable, any LoginViewControllable>, LoginRouting {
    private let createAccountBuilder: any CreateAccountBuildable
    private var createAccount: (any CreateAccountRouting)?

    init(
        interactor: any LoginInteractable,
        viewController: any LoginViewControllable,
        createAccountBuilder: any CreateAccountBuildable
    ) {
        self.createAccountBuilder = createAccountBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCreateAccount() {
        guard createAccount == nil else { return }
        let createAccount = createAccountBuilder.build(withListener: interactor)
        self.createAccount = createAccount
        attachChild(createAccount, onUserClose: { [weak self] in self?.detachCreateAccount() })
        viewController.present(createAccount.viewControllable)
    }

    func detachCreateAccount() {
        guard let createAccount else { return }
        self.createAccount = nil
        detachChild(createAccount)
        viewController.dismiss(createAccount.viewControllable)
    }
}
