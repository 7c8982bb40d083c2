import Testing

@testable import RIBs
@testable import RIBsTesting

@MainActor
@Suite(.leakDetection)
struct TreeAssertionTests {
    @Test func matchingTreesPass() {
        let parent = ParentRouter()
        parent.interactable.activate()
        parent.attachNamedChild()
        #expect(
            expectTree(
                parent,
                """

                Parent (active)
                └── Child (active)

                """))
        #expect(expectTree(parent, RouterSnapshot("Parent", children: [RouterSnapshot("Child")])))
    }

    @Test func mismatchShowsALineDiff() {
        let parent = ParentRouter()
        parent.attachNamedChild()
        withKnownIssue {
            expectTree(
                parent,
                """
                Parent (active)
                └── Child (active)
                """)
        } matching: { issue in
            issue.message.contains(
                """
                The RIB tree differs from the expected one (- expected, + actual):
                - Parent (active)
                - └── Child (active)
                + Parent (inactive)
                + └── Child (inactive)
                """)
        }
    }

    @Test func diffKeepsCommonLines() {
        let parent = ParentRouter()
        parent.interactable.activate()
        parent.attachNamedChild()
        withKnownIssue {
            expectTree(parent, RouterSnapshot("Parent", children: [RouterSnapshot("Other")]))
        } matching: { issue in
            issue.message.contains("  Parent (active)\n- └── Other (active)\n+ └── Child (active)")
        }
    }
}

extension Issue {
    /// The issue's comments as one string.
    var message: String { comments.map(\.rawValue).joined(separator: "\n") }
}

@Suite struct LineDiffTests {
    @Test(arguments: [
        (["a", "b", "c"], ["a", "b", "c"], "  a\n  b\n  c"),
        (["a", "b"], ["a", "x", "b"], "  a\n+ x\n  b"),
        (["a", "b", "c"], ["a", "c"], "  a\n- b\n  c"),
        (["a"], ["b"], "- a\n+ b"),
        ([], ["a"], "+ a"),
    ])
    func rendersRemovalsAndAdditionsAroundCommonLines(old: [String], new: [String], expected: String) {
        #expect(LineDiff.render(from: old, to: new) == expected)
    }
}
