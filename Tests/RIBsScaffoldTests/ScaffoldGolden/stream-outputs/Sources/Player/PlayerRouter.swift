import RIBs

/// Attaches and detaches Player's children through its node: `node.attach(child, as: .push) { outputs,
/// attachment in … }`, following the child's outputs with `attachment.on(_:_:)`.
@MainActor
final class PlayerRouter {
    let node: RIBNode

    init(node: RIBNode) {
        self.node = node
    }
}
