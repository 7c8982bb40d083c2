import RIBs

/// The classic parent of *Choosing a style*: it attaches the stream-style Player, shows its view,
/// follows its outputs, and detaches it.
@MainActor
final class EpisodesRouter: Router<Interactor> {
    private let playerBuilder: PlayerBuilder
    /// The attached Player and what follows its outputs, kept while it is attached.
    private var player: (rib: BuiltRIB<PlayerOutputs>, closed: EventSubscription)?
    /// The view the parent's view shows: Player's, while it is attached.
    private(set) var shownView: (any ViewControllable)?

    init(interactor: Interactor, playerBuilder: PlayerBuilder) {
        self.playerBuilder = playerBuilder
        super.init(interactor: interactor)
    }

    func routeToPlayer() {
        guard player == nil else { return }
        let rib = playerBuilder.build()
        // Subscribed before the child is attached, so nothing it sends is missed.
        let closed = rib.outputs.closed.subscribe { [weak self] in self?.detachPlayer() }
        player = (rib, closed)
        attachChild(rib.node)
        shownView = rib.view
    }

    func detachPlayer() {
        guard let player else { return }
        self.player = nil
        player.closed.cancel()
        shownView = nil
        detachChild(player.rib.node)
    }
}
