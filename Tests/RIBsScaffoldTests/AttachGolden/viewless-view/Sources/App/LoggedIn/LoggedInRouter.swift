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
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches LoggedIn's children.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
    private let offGameBuilder: any OffGameBuildable
    private var offGame: (any OffGameRouting)?

    private let viewController: any LoggedInViewControllable

    init(
        interactor: any LoggedInInteractable,
        viewController: any LoggedInViewControllable,
        offGameBuilder: any OffGameBuildable
    ) {
        self.offGameBuilder = offGameBuilder
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// Takes the views of LoggedIn's children out of its parent's view, as LoggedIn resigns: `ribs attach`
    /// adds each child's.
    func cleanupViews() {
        if let offGame {
            viewController.dismiss(offGame.viewControllable)
        }
    }

    func routeToOffGame() {
        guard offGame == nil else { return }
        let offGame = offGameBuilder.build(withListener: interactor)
        self.offGame = offGame
        attachChild(offGame, onUserClose: { [weak self] in self?.detachOffGame() })
        viewController.present(offGame.viewControllable)
    }

    func detachOffGame() {
        guard let offGame else { return }
        self.offGame = nil
        detachChild(offGame)
        viewController.dismiss(offGame.viewControllable)
    }
}
