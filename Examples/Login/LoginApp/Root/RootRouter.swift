import RIBs

@MainActor
protocol RootInteractable: Interactable, LoginListener {
    var router: (any RootRouting)? { get set }
}

@MainActor
protocol RootViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let loginBuilder: any LoginBuildable
    private var login: (any LoginRouting)?

    init(interactor: any RootInteractable, viewController: any RootViewControllable, loginBuilder: any LoginBuildable) {
        self.loginBuilder = loginBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToLogin()
    }

    func routeToLogin() {
        guard login == nil else { return }
        let child = loginBuilder.build(withListener: interactor)
        login = child
        attachChild(child)
        viewController.present(child.viewControllable)
    }

    func detachLogin() {
        guard let child = login else { return }
        viewController.dismiss(child.viewControllable)
        detachChild(child)
        login = nil
    }
}
