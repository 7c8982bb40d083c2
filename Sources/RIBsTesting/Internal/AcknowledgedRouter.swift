import RIBs

/// A router the test has accounted for: its path in the tree, and the router itself, held
/// weakly. A child the RIB attached at the start, that the test saw detach, and that the RIB
/// attached again is a new router at the same path: the path alone would let `finish()` pass it
/// unaccounted, and so would an `ObjectIdentifier`, which the new router may reuse once the
/// old one is freed.
@MainActor
struct AcknowledgedRouter {
    let path: String
    private(set) weak var router: (any Routing)?

    /// Every router below `routing`, with its path from `routing`'s name ("Root/Child").
    static func below(_ routing: any Routing) -> [AcknowledgedRouter] {
        var found: [AcknowledgedRouter] = []
        func visit(_ node: any Routing, _ prefix: String) {
            for child in node.children {
                let path = "\(prefix)/\(child.name)"
                found.append(AcknowledgedRouter(path: path, router: child))
                visit(child, path)
            }
        }
        visit(routing, routing.name)
        return found
    }

    /// Whether `acknowledged` holds this router, still alive, at this path.
    func isAmong(_ acknowledged: [AcknowledgedRouter]) -> Bool {
        guard let router else { return false }
        return acknowledged.contains { $0.path == path && $0.router === router }
    }
}
