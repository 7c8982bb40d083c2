import RIBs
import RIBsText
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
        expected: TreeText.comparableLines(of: expected),
        actual: TreeText.comparableLines(of: router.snapshot.description),
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
        expected: TreeText.comparableLines(of: expected.description),
        actual: TreeText.comparableLines(of: router.snapshot.description),
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
