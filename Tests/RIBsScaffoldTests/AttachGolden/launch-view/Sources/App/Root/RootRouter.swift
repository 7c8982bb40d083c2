import RIBs

/// What Root's router needs from its interactor.
/// @mockable
@MainActor
protocol RootInteractable: Interactable, LoggedOutListener {
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
