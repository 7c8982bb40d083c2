import RIBs

/// What Episodes's router needs from its interactor.
/// @mockable
@MainActor
protocol EpisodesInteractable: Interactable {
    var router: (any EpisodesRouting)? { get set }
    var listener: (any EpisodesListener)? { get set }

    func playerFinished()
}

/// What Episodes's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol EpisodesViewControllable: ViewControllable {
    func present(_ viewController: any ViewControllable)
    func dismiss(_ viewController: any ViewControllable)
}

/// Attaches and detaches Episodes's children.
final class EpisodesRouter: ViewableRouter<any EpisodesInteractable, any EpisodesViewControllable>, EpisodesRouting {
    private let playerBuilder: PlayerBuilder
    private var player: (rib: BuiltRIB<PlayerOutputs>, outputs: [EventSubscription])?

    init(
        interactor: any EpisodesInteractable,
        viewController: any EpisodesViewControllable,
        playerBuilder: PlayerBuilder
    ) {
        self.playerBuilder = playerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToPlayer() {
        guard player == nil else { return }
        let player = playerBuilder.build()
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
