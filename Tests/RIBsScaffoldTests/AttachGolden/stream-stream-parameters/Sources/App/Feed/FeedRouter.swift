import RIBs

/// Attaches and detaches Feed's children through its node: `node.attach(child, as: .push) { outputs,
/// attachment in … }`, following the child's outputs with `attachment.on(_:_:)`.
@MainActor
final class FeedRouter {
    private let playerBuilder: PlayerBuilder
    private var player: BuiltRIB<PlayerOutputs>?

    let node: RIBNode

    init(node: RIBNode, playerBuilder: PlayerBuilder) {
        self.playerBuilder = playerBuilder
        self.node = node
    }

    func routeToPlayer(listener: FeedInteractor, trackID: String) {
        detachPlayer()
        let player = playerBuilder.build(trackID: trackID)
        self.player = player
        node.attach(player, as: .present) { outputs, attachment in
            attachment.on(outputs.finished) { [weak listener] in listener?.playerFinished() }
            attachment.on(outputs.chose) { [weak listener] value in listener?.playerChose(value) }
            attachment.onDetach { [weak self] in self?.player = nil }
        }
    }

    func detachPlayer() {
        guard let player else { return }
        node.detach(player)
    }
}
