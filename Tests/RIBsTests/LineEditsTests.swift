import RIBs
import RIBsText
import Testing

/// The edit script of the line diffs: replaying it rebuilds both texts, removals come before
/// insertions at one place, and it keeps every line the texts share in order (the longest
/// common subsequence, here small enough to count by brute force).
@Suite struct LineEditsTests {
    @Test(
        arguments: [
            ([], []), (["a"], []), ([], ["a"]), (["a", "b", "c"], ["a", "c"]), (["a", "c"], ["a", "b", "c"]),
            (["a", "b"], ["b", "a"]), (["x", "a", "y", "b"], ["a", "z", "b", "x"]),
            (["a", "a", "b"], ["a", "b", "b"]),
        ] as [([String], [String])])
    func theScriptRebuildsBothTextsAndKeepsWhatTheyShare(old: [String], new: [String]) {
        let script = LineEdits.script(from: old, to: new)
        var rebuiltOld: [String] = []
        var rebuiltNew: [String] = []
        var kept = 0
        for edit in script {
            switch edit {
            case .same(let o, let n):
                #expect(old[o] == new[n])
                rebuiltOld.append(old[o])
                rebuiltNew.append(new[n])
                kept += 1
            case .delete(let o): rebuiltOld.append(old[o])
            case .insert(let n): rebuiltNew.append(new[n])
            }
        }
        #expect(rebuiltOld == old)
        #expect(rebuiltNew == new)
        #expect(kept == Self.longestCommonSubsequence(old, new))
        for (edit, next) in zip(script, script.dropFirst()) {
            if case .insert = edit, case .delete = next { Issue.record("an insertion before a removal in \(script)") }
        }
    }

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        guard let first = a.first else { return 0 }
        guard let match = b.firstIndex(of: first) else { return longestCommonSubsequence(Array(a.dropFirst()), b) }
        return max(
            1 + longestCommonSubsequence(Array(a.dropFirst()), Array(b[(match + 1)...])),
            longestCommonSubsequence(Array(a.dropFirst()), b))
    }
}
