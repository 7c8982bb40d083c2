import RIBs

/// What LoggedIn's router needs from its interactor.
/// @mockable
@MainActor
protocol LoggedInInteractable: Interactable, GameListener {
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }
}

/// The view LoggedIn's router shows its children's views in: its parent's, as LoggedIn has none.
/// @mockable
@MainActor
protocol LoggedInViewControllable: ViewControllable, GameViewControllable {}

/// Attaches and detaches LoggedIn's children.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
    private let gameBuilder: any GameBuildable
    private var game: (any GameRouting)?

    private let viewController: any LoggedInViewControllable

    init(
        interactor: any LoggedInInteractable,
        viewController: any LoggedInViewControllable,
        gameBuilder: any GameBuildable
    ) {
        self.gameBuilder = gameBuilder
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// Takes the views of LoggedIn's children out of its parent's view, as LoggedIn resigns: `ribs attach`
    /// adds each child's.
    func cleanupViews() {}

    func routeToGame() {
        guard game == nil else { return }
        let game = gameBuilder.build(withListener: interactor)
        self.game = game
        attachChild(game)
    }

    func detachGame() {
        guard let game else { return }
        self.game = nil
        detachChild(game)
    }
}
