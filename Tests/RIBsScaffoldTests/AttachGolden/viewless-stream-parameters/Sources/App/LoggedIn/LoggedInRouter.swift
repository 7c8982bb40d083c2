import RIBs

/// What LoggedIn's router needs from its interactor.
/// @mockable
@MainActor
protocol LoggedInInteractable: Interactable {
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }

    func playerFinished()
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
    private let playerBuilder: PlayerBuilder
    private var player: (rib: BuiltRIB<PlayerOutputs>, outputs: [EventSubscription])?

    private let viewController: any LoggedInViewControllable

    init(
        interactor: any LoggedInInteractable,
        viewController: any LoggedInViewControllable,
        playerBuilder: PlayerBuilder
    ) {
        self.playerBuilder = playerBuilder
        self.viewController = viewController
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// Takes the views of LoggedIn's children out of its parent's view, as LoggedIn resigns: `ribs attach`
    /// adds each child's.
    func cleanupViews() {
        if let view = player?.rib.view {
            viewController.dismiss(view)
        }
    }

    func routeToPlayer(trackID: String) {
        detachPlayer()
        let player = playerBuilder.build(trackID: trackID)
        // Followed before Player is attached, so nothing it sends is missed.
        let outputs = [player.outputs.finished.subscribe { [weak self] in self?.interactor.playerFinished() }]
        self.player = (player, outputs)
        attachChild(player, onUserClose: { [weak self] in self?.detachPlayer() })
        if let view = player.view { viewController.present(view) }
    }

    func detachPlayer() {
        guard let player else { return }
        self.player = nil
        for output in player.outputs { output.cancel() }
        detachChild(player.rib.node)
        if let view = player.rib.view { viewController.dismiss(view) }
    }
}
