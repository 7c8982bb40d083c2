import RIBs
import Testing

/// Expects the tree below `router` (inclusive) to be `expected`, written as the tree prints:
///
/// ```swift
/// expectTree(root, """
///     Root (active)
///     └── LoggedIn (active)
///         └── OffGame (active)
///     """)
/// ```
///
/// On a mismatch it records one issue with a line diff (`-` expected, `+` actual).
/// - Returns: Whether the trees matched.
@MainActor
@discardableResult
public func expectTree(
    _ router: some Routing,
    _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    compareTrees(
        expected: TreeText.lines(of: expected), actual: TreeText.lines(of: router.snapshot.description),
        sourceLocation: sourceLocation)
}

/// Expects the tree below `router` (inclusive) to equal `expected`, built as a value:
///
/// ```swift
/// expectTree(root, RouterSnapshot("Root", children: [RouterSnapshot("LoggedIn")]))
/// ```
@MainActor
@discardableResult
public func expectTree(
    _ router: some Routing,
    _ expected: RouterSnapshot,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    compareTrees(
        expected: TreeText.lines(of: expected.description), actual: TreeText.lines(of: router.snapshot.description),
        sourceLocation: sourceLocation)
}

@MainActor
func compareTrees(expected: [String], actual: [String], sourceLocation: SourceLocation) -> Bool {
    guard expected != actual else { return true }
    Issue.record(
        "The RIB tree differs from the expected one (- expected, + actual):\n\(LineDiff.render(from: expected, to: actual))",
        sourceLocation: sourceLocation
    )
    return false
}

/// Tree text as comparable lines: trailing spaces and blank edge lines removed.
enum TreeText {
    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
