import RIBs

@MainActor
protocol RootInteractable: Interactable, LoggedOutListener {
    var router: (any RootRouting)? { get set }
}

@MainActor
protocol RootViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Root: LoggedOut until the players log in.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let loggedOutBuilder: any LoggedOutBuildable
    private var loggedOut: (any LoggedOutRouting)?

    init(
        interactor: any RootInteractable,
        viewController: any RootViewControllable,
        loggedOutBuilder: any LoggedOutBuildable
    ) {
        self.loggedOutBuilder = loggedOutBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToLoggedOut()
    }

    func routeToLoggedOut() {
        guard loggedOut == nil else { return }
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        self.loggedOut = loggedOut
        attachChild(loggedOut)
        viewController.present(loggedOut.viewControllable)
    }

    func detachLoggedOut() {
        guard let loggedOut else { return }
        self.loggedOut = nil
        detachChild(loggedOut)
        viewController.dismiss(loggedOut.viewControllable)
    }
}
