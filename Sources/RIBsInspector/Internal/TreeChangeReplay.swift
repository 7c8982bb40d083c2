import RIBs

/// Where each of a run of attaches and detaches happened (and whether each leak was in the tree),
/// worked out backwards from the tree as
/// it stands after them: a ``TreeChange`` names the RIB and its parent, not the path, so that the
/// app pays nothing to make it. Walking from the newest change back, each is read against the
/// tree just after it, then undone (an attach takes the RIB off its parent, a detach puts it
/// back), which gives the tree just before it. Pure.
enum TreeChangeReplay {
    private struct Entry {
        var name: String
        /// `nil` for the root, and for a RIB not attached at that point.
        var parent: RIBID?
    }

    /// Each change's path, or `nil` for a change outside the tree `after` shows (another tree's).
    static func paths(of changes: [TreeChange], endingIn after: RIBDetails?) -> [String?] {
        var entries: [RIBID: Entry] = [:]
        func add(_ details: RIBDetails, parent: RIBID?) {
            guard let id = details.id else { return }  // a foreign router: the runtime tells nothing of it
            entries[id] = Entry(name: details.name, parent: parent)
            for child in details.children { add(child, parent: id) }
        }
        if let after { add(after, parent: nil) }
        let root = after?.id
        func path(of id: RIBID) -> String? {
            var names: [String] = []
            var current: RIBID? = id
            while let at = current, let entry = entries[at] {
                names.append(entry.name)
                if at == root { return names.reversed().joined(separator: "/") }
                current = entry.parent
            }
            return nil
        }
        var paths = [String?](repeating: nil, count: changes.count)
        for index in changes.indices.reversed() {
            let change = changes[index]
            if change.kind == .leaked {
                // A leak changes nothing in the tree and comes with its path; `parent` is its tree.
                paths[index] = change.parent == root ? change.leak?.path : nil
                continue
            }
            paths[index] = path(of: change.parent).map { "\($0)/\(change.name)" }
            switch change.kind {
            case .attached:
                entries[change.rib]?.parent = nil
            case .detached:
                entries[change.rib, default: Entry(name: change.name, parent: nil)].parent = change.parent
            case .leaked:
                break
            }
        }
        return paths
    }
}
