import RIBs

/// What Root's router needs from its interactor.
/// @mockable
@MainActor
protocol RootInteractable: Interactable, LoggedInListener {
    var router: (any RootRouting)? { get set }
}

/// What Root's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol RootViewControllable: ViewControllable, LoggedInViewControllable {}

/// Attaches and detaches Root's children.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let loggedInBuilder: any LoggedInBuildable
    private var loggedIn: (any LoggedInRouting)?

    init(
        interactor: any RootInteractable,
        viewController: any RootViewControllable,
        loggedInBuilder: any LoggedInBuildable
    ) {
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToLoggedIn() {
        guard loggedIn == nil else { return }
        let loggedIn = loggedInBuilder.build(withListener: interactor)
        self.loggedIn = loggedIn
        attachChild(loggedIn)
    }

    func detachLoggedIn() {
        guard let loggedIn else { return }
        self.loggedIn = nil
        detachChild(loggedIn)
    }
}
