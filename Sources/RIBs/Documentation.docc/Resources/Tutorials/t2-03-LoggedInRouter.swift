import RIBs

/// What LoggedIn's router needs from its interactor.
/// @mockable
@MainActor
protocol LoggedInInteractable: Interactable, OffGameListener {
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }
}

/// The view LoggedIn's router shows its children's views in: its parent's, as LoggedIn has none.
/// @mockable
@MainActor
protocol LoggedInViewControllable: ViewControllable {
    // TODO: Declare the methods the router calls to show and hide its children's views.

    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches LoggedIn's children.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
    private let offGameBuilder: any OffGameBuildable
    private var offGame: (any OffGameRouting)?

    private let viewController: any LoggedInViewControllable

    // TODO: Take the builders of the children here (ribs attach does it).
    init(interactor: any LoggedInInteractable, viewController: any LoggedInViewControllable, offGameBuilder: any OffGameBuildable) {
        self.offGameBuilder = offGameBuilder
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    func cleanupViews() {
        // TODO: LoggedIn has no view of its own: remove the views it added to its parent's.
    }

    func routeToOffGame() {
        guard offGame == nil else { return }
        let offGame = offGameBuilder.build(withListener: interactor)
        self.offGame = offGame
        attachChild(offGame)
        viewController.present(offGame.viewControllable)
    }

    func detachOffGame() {
        guard let offGame else { return }
        viewController.dismiss(offGame.viewControllable)
        detachChild(offGame)
        self.offGame = nil
    }
}
