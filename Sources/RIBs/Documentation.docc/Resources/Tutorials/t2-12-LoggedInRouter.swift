import RIBs

@MainActor
protocol LoggedInInteractable: Interactable, OffGameListener, GameListener {
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }
}

/// The view controller LoggedIn borrows from Root to show OffGame and the games.
@MainActor
protocol LoggedInViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// One child at a time: OffGame, or the game being played.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
    private let viewController: any LoggedInViewControllable
    private let offGameBuilder: any OffGameBuildable
    private let games: [any Game]
    private var currentChild: (any ViewableRouting)?

    init(
        interactor: any LoggedInInteractable, viewController: any LoggedInViewControllable,
        offGameBuilder: any OffGameBuildable, games: [any Game]
    ) {
        self.viewController = viewController
        self.offGameBuilder = offGameBuilder
        self.games = games
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToOffGame()
    }

    func routeToOffGame() {
        detachCurrentChild()
        show(offGameBuilder.build(withListener: interactor, games: games))
    }

    func routeToGame(with builder: any GameBuildable) {
        detachCurrentChild()
        let game = builder.build(withListener: interactor)
        currentChild = game
        // The back key (a back swipe on iOS) closes a game: LoggedIn detaches it as its own.
        attachChild(game, onUserClose: { [weak self] in self?.detachCurrentChild() })
        viewController.present(game.viewControllable)
    }

    func cleanupViews() {
        if let currentChild {
            viewController.dismiss(currentChild.viewControllable)
        }
    }

    private func show(_ child: any ViewableRouting) {
        currentChild = child
        attachChild(child)
        viewController.present(child.viewControllable)
    }

    private func detachCurrentChild() {
        guard let currentChild else { return }
        detachChild(currentChild)
        viewController.dismiss(currentChild.viewControllable)
        self.currentChild = nil
    }
}
