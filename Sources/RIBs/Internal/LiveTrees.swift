/// The roots of the trees in the app, held weakly: where a report about a view starts looking
/// for the RIB it belongs to (design note: NOTES.md, "A view the user closed").
///
/// A router becomes a root here when it attaches a child while it has no parent (a launched
/// root, a test's root, a stream-style builder attaching a child before the node joins its
/// parent), and stops being one when it is attached. A subtree its parent detached is never a
/// root here again unless it attaches a child while detached: a report about a view in it finds
/// nothing, so a RIB whose parent was detached first is left to its parent's leak check.
@MainActor
enum LiveTrees {
    private struct WeakRoot {
        weak var router: (any RouterNode)?
    }

    private static var roots: [WeakRoot] = []

    /// Records `router`, which has no parent and is attaching a child, as a root.
    static func register(_ router: any RouterNode) {
        roots.removeAll { entry in entry.router.map { !$0.isRegisteredRoot || $0 === router } ?? true }
        roots.append(WeakRoot(router: router))
        router.isRegisteredRoot = true
    }

    /// The routers that are roots now: registered, and not attached since.
    static var current: [any RouterNode] {
        roots.compactMap { entry in
            entry.router.flatMap { $0.isRegisteredRoot && $0.parentNode == nil ? $0 : nil }
        }
    }

    /// Each attached child in every live tree, with its parent and its depth below its root (1
    /// for a root's child), parents before their children.
    static func forEachChild(_ body: (_ child: any Routing, _ parent: any RouterNode, _ depth: Int) -> Void) {
        var pending: [(node: any RouterNode, depth: Int)] = current.map { ($0, 0) }
        while let (parent, depth) = pending.popLast() {
            for child in parent.children {
                body(child, parent, depth + 1)
                if let node = child.routerNode, node.hasChildren { pending.append((node, depth + 1)) }
            }
        }
    }

    /// The attached RIB whose view is `view`, with its parent; the first found from the roots.
    static func child(showing view: any ViewControllable) -> (child: any Routing, parent: any RouterNode)? {
        var found: (child: any Routing, parent: any RouterNode)?
        forEachChild { child, parent, _ in
            if found == nil, let shown = UserClosing.view(of: child), shown === view { found = (child, parent) }
        }
        return found
    }
}
