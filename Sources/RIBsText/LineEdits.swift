/// The edits that turn one list of lines into another, in reading order, from the standard
/// library's `CollectionDifference`: what the line diffs of `expectTree` and `--dry-run` show.
package enum LineEdits {
    /// One step of the script: a line both lists have, or one only the old or the new has.
    package enum Edit: Equatable, Sendable {
        /// The line at `old` in the old list is the line at `new` in the new one.
        case same(old: Int, new: Int)
        /// The line at `old` is only in the old list.
        case delete(old: Int)
        /// The line at `new` is only in the new list.
        case insert(new: Int)
    }

    /// The script from `old` to `new`: removals before insertions at the same place, as diff
    /// tools show them.
    package static func script<Line: Equatable>(from old: [Line], to new: [Line]) -> [Edit] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
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
