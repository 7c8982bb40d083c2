import RIBs

/// Attaches and detaches Feed's children through its node: `node.attach(child, as: .push) { outputs,
/// attachment in … }`, following the child's outputs with `attachment.on(_:_:)`.
@MainActor
final class FeedRouter {
    private let syncBuilder: any SyncBuildable
    private var sync: (any SyncRouting)?

    let node: RIBNode

    init(node: RIBNode, syncBuilder: any SyncBuildable) {
        self.syncBuilder = syncBuilder
        self.node = node
    }

    func routeToSync(listener: any SyncListener) {
        guard sync == nil else { return }
        let sync = syncBuilder.build(withListener: listener)
        self.sync = sync
        node.attachChild(sync)
    }

    func detachSync() {
        guard let sync else { return }
        self.sync = nil
        node.detachChild(sync)
    }
}
