/// A unified diff of two texts, as `diff -u` prints it: what `--dry-run` shows a user before a
/// tool changes their files.
package enum UnifiedDiff {
    /// The diff of `old` (nil for a new file) and `new`, labelled with `path`; empty when they
    /// are the same.
    package static func diff(old: String?, new: String, path: String, context: Int = 3) -> String {
        let oldLines = old.map(lines) ?? []
        let newLines = lines(new)
        let edits = script(oldLines, newLines)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- \(old == nil ? "/dev/null" : "a/\(path)")\n+++ b/\(path)\n"
        for hunk in hunks(edits, context: context) {
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = (hunk.first?.oldIndex ?? 0) + (oldCount == 0 ? 0 : 1)
            let newStart = (hunk.first?.newIndex ?? 0) + (newCount == 0 ? 0 : 1)
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: out += " \(oldLines[edit.oldIndex])\n"
                case .delete: out += "-\(oldLines[edit.oldIndex])\n"
                case .insert: out += "+\(newLines[edit.newIndex])\n"
                }
            }
        }
        return out
    }

    private struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// The line's index in the old text (for an insert: where it goes).
        var oldIndex: Int
        /// The line's index in the new text (for a delete: where it was).
        var newIndex: Int
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The shortest edit script by longest common subsequence, after the common prefix and
    /// suffix are set aside (an edit of a file changes a few places in it).
    private static func script(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var edits = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(Edit(kind: .same, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Deletions first, as diff prints a replaced line.
                edits.append(Edit(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
            } else {
                edits.append(Edit(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                j += 1
            }
        }
        for k in 0..<suffix {
            edits.append(Edit(kind: .same, oldIndex: old.count - suffix + k, newIndex: new.count - suffix + k))
        }
        return edits
    }

    /// The changes with `context` unchanged lines around each, merged where they overlap.
    private static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
        let changed = edits.indices.filter { edits[$0].kind != .same }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { Array(edits[$0]) }
    }
}
