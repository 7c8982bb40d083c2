import RIBs
import Testing

@testable import RIBsInspector

/// Paths worked out backwards from the tree after the changes. The tree is written as details by
/// hand: `Root` #1 with children given as `(id, name)`.
struct TreeChangeReplayTests {
    private static func node(_ id: UInt64, _ name: String, _ children: [RIBDetails] = []) -> RIBDetails {
        RIBDetails(
            id: RIBID(rawValue: id), name: name, path: "", isActive: true, isViewable: false,
            routerType: "Router", interactorType: "Interactor", children: children)
    }

    private static func change(_ kind: TreeChange.Kind, _ rib: UInt64, _ name: String, on parent: UInt64) -> TreeChange
    {
        TreeChange(kind: kind, rib: RIBID(rawValue: rib), parent: RIBID(rawValue: parent), name: name, time: 0)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let changes: [TreeChange]
        let after: RIBDetails?
        let paths: [String?]
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "an attach still in the tree",
            changes: [change(.attached, 2, "LoggedIn", on: 1)],
            after: node(1, "Root", [node(2, "LoggedIn")]),
            paths: ["Root/LoggedIn"]),
        Case(
            label: "a detach: the RIB is gone from the tree after it",
            changes: [change(.detached, 2, "LoggedOut", on: 1)],
            after: node(1, "Root"),
            paths: ["Root/LoggedOut"]),
        Case(
            label: "a subtree built, then detached whole: its inner attach is read in the tree before",
            changes: [
                change(.attached, 3, "Game", on: 1), change(.attached, 4, "Board", on: 3),
                change(.detached, 3, "Game", on: 1),
            ],
            after: node(1, "Root"),
            paths: ["Root/Game", "Root/Game/Board", "Root/Game"]),
        Case(
            label: "a child detached, then its parent",
            changes: [change(.detached, 4, "Board", on: 3), change(.detached, 3, "Game", on: 1)],
            after: node(1, "Root"),
            paths: ["Root/Game/Board", "Root/Game"]),
        Case(
            label: "a RIB moved to another parent keeps each path of its time",
            changes: [change(.detached, 5, "Score", on: 2), change(.attached, 5, "Score", on: 3)],
            after: node(1, "Root", [node(2, "Left"), node(3, "Right", [node(5, "Score")])]),
            paths: ["Root/Left/Score", "Root/Right/Score"]),
        Case(
            label: "changes in another tree have no path",
            changes: [change(.attached, 9, "Stranger", on: 8), change(.attached, 2, "Ours", on: 1)],
            after: node(1, "Root", [node(2, "Ours")]),
            paths: [nil, "Root/Ours"]),
        Case(
            label: "a subtree built apart, then attached: its inner attach was outside the tree",
            changes: [change(.attached, 7, "Inner", on: 6), change(.attached, 6, "Outer", on: 1)],
            after: node(1, "Root", [node(6, "Outer", [node(7, "Inner")])]),
            paths: [nil, "Root/Outer"]),
        Case(
            label: "no tree to read against",
            changes: [change(.attached, 2, "LoggedIn", on: 1)],
            after: nil,
            paths: [nil]),
    ]

    @Test(arguments: cases)
    func eachChangeGetsThePathOfItsTime(_ example: Case) {
        #expect(TreeChangeReplay.paths(of: example.changes, endingIn: example.after) == example.paths)
    }
}
