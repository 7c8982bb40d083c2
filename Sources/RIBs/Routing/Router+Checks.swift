/// What attaching asks of a child, and how the router reads to the lifecycle and in messages.
extension Router {
    /// Stops with a message naming the RIBs when `node` cannot be attached here.
    func checkAttachable(_ node: any RouterNode) {
        if node === self {
            misuse("attachChild: \(name) cannot be attached to itself.")
        }
        if let parent = node.parentNode {
            if parent === self {
                misuse(
                    "attachChild: \(node.name) is already attached to \(name) (at \(node.path)). Detach it before attaching it again."
                )
            }
            misuse(
                "attachChild: cannot attach \(node.name) to \(name) (at \(path)): it is attached to \(parent.name) (at \(node.path)). Detach it from \(parent.name) first."
            )
        }
        if node.hasChildren, isSelfOrDescendant(of: node) {
            misuse(
                "attachChild: attaching \(node.name) to \(name) would make a cycle: \(name) is in \(node.name)'s subtree (at \(path))."
            )
        }
    }

    var parentIsActive: Bool? {
        parentNode?.interactable.isActive
    }

    var diagnosticName: String { "\(name) (at \(path))" }
}
