import RIBs

/// Attaches and detaches Note's children through its node: `node.attach(child, as: .push) { outputs,
/// attachment in … }`, following the child's outputs with `attachment.on(_:_:)`.
@MainActor
final class NoteRouter {
    let node: RIBNode

    init(node: RIBNode) {
        self.node = node
    }
}
