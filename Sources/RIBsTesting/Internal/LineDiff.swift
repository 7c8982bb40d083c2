import RIBs
import RIBsText

/// A line diff (the standard library's difference): small inputs (trees), readable output.
enum LineDiff {
    /// Every line, prefixed with two spaces (same), `- ` (only in `old`) or `+ ` (only in `new`).
    static func render(from old: [String], to new: [String]) -> String {
        LineEdits.script(from: old, to: new).map { edit in
            switch edit {
            case .same(let index, _): "  \(old[index])"
            case .delete(let index): "- \(old[index])"
            case .insert(let index): "+ \(new[index])"
            }
        }.joined(separator: "\n")
    }
}
