import RIBsText

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
                case .same: out += " " + oldLines[edit.oldIndex].shown
                case .delete: out += "-" + oldLines[edit.oldIndex].shown
                case .insert: out += "+" + newLines[edit.newIndex].shown
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

    /// A line and whether a newline ends it: the last line of a file may have none, which a
    /// diff says (`\ No newline at end of file`), or `git apply` and `patch` refuse it.
    private struct Line: Equatable {
        var text: Substring
        var isTerminated: Bool

        var shown: String { text + (isTerminated ? "\n" : "\n\\ No newline at end of file\n") }
    }

    private static func lines(_ text: String) -> [Line] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(text: $0, isTerminated: true)
        }
        if result.last?.text == "" {
            result.removeLast()
        } else if !result.isEmpty {
            result[result.count - 1].isTerminated = false
        }
        return result
    }

    /// The edit script (the standard library's difference), each edit with its place in both
    /// texts, which the hunk headers need.
    private static func script(_ old: [Line], _ new: [Line]) -> [Edit] {
        var oldIndex = 0
        var newIndex = 0
        return LineEdits.script(from: old, to: new).map { edit in
            defer {
                switch edit {
                case .same:
                    oldIndex += 1
                    newIndex += 1
                case .delete: oldIndex += 1
                case .insert: newIndex += 1
                }
            }
            switch edit {
            case .same: return Edit(kind: .same, oldIndex: oldIndex, newIndex: newIndex)
            case .delete: return Edit(kind: .delete, oldIndex: oldIndex, newIndex: newIndex)
            case .insert: return Edit(kind: .insert, oldIndex: oldIndex, newIndex: newIndex)
            }
        }
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
