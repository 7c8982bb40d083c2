import RIBs

@MainActor
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
    var router: (any RootRouting)? { get set }
}

@MainActor
protocol RootViewControllable: ViewControllable, LoggedInViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Root: LoggedOut until the players log in, then LoggedIn; LoggedOut again on logout.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let loggedOutBuilder: any LoggedOutBuildable
    private let loggedInBuilder: any LoggedInBuildable
    private var loggedOut: (any ViewableRouting)?
    private var loggedIn: (any Routing)?

    init(
        interactor: any RootInteractable,
        viewController: any RootViewControllable,
        loggedOutBuilder: any LoggedOutBuildable,
        loggedInBuilder: any LoggedInBuildable
    ) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToLoggedOut()
    }

    func routeToLoggedIn() {
        if let loggedOut {
            detachChild(loggedOut)
            viewController.dismiss(loggedOut.viewControllable)
            self.loggedOut = nil
        }
        let router = loggedInBuilder.build(withListener: interactor)
        loggedIn = router
        attachChild(router)
    }

    func routeToLoggedOut() {
        if let loggedIn {
            // LoggedIn's interactor removes its views when it resigns active.
            detachChild(loggedIn)
            self.loggedIn = nil
        }
        let router = loggedOutBuilder.build(withListener: interactor)
        loggedOut = router
        attachChild(router)
        viewController.present(router.viewControllable)
    }
}
