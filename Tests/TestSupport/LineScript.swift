/// Which lines two versions of a file share, from the standard library's difference: what the
/// migration measures read to tell a line left as it was from one rewritten.
package enum LineScript {
    package enum Edit: Equatable {
        case same(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The script from `old` to `new`, in reading order, indices from 0.
    package static func script<Line: Equatable>(from old: [Line], to new: [Line]) -> [Edit] {
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                edits.append(.delete(old: oldIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                edits.append(.insert(new: newIndex))
                newIndex += 1
            } else {
                edits.append(.same(old: oldIndex, new: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return edits
    }
}
