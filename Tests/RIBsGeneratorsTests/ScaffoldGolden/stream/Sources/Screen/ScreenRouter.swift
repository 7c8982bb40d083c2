import RIBs

/// Attaches and detaches Screen's children through its node.
@MainActor
final class ScreenRouter {
    let node: RIBNode

    init(node: RIBNode) {
        self.node = node
    }

    // TODO: Attach a child with node.attach(child, as: .push) { outputs, attachment in ... },
    // subscribing to its outputs with attachment.on(_:_:).
}
