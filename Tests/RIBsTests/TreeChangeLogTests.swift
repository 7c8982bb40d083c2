import Testing

@testable import RIBs

/// The runtime's ring of attaches and detaches. Each test is synchronous on the main actor, so
/// no other test's attach lands between its first and last line; other readers (an inspector
/// test) may exist, so a test asserts what it recorded after the number it was given, not the
/// ring's whole content.
@MainActor struct TreeChangeLogTests {
    private func describe(_ changes: [TreeChange]) -> [String] {
        changes.map { "\($0.kind) \($0.name) \($0.rib.rawValue) on \($0.parent.rawValue)" }
    }

    @Test func aReaderGetsEachAttachAndDetachInOrderWithItsParent() {
        let (reader, next) = TreeChangeLog.addReader(keeping: 16)
        defer { TreeChangeLog.removeReader(reader) }
        #expect(TreeChangeLog.isRecording)
        let root = NamedRouter("ChangeRoot")
        let child = NamedRouter("ChangeChild")
        let grandchild = NamedRouter("ChangeGrandchild")
        root.attachChild(child)
        child.attachChild(grandchild)
        root.detachChild(child)
        let (changes, after) = TreeChangeLog.changes(after: next)
        let (r, c, g) = (root.ribID.rawValue, child.ribID.rawValue, grandchild.ribID.rawValue)
        #expect(
            describe(changes) == [
                "attached ChangeChild \(c) on \(r)", "attached ChangeGrandchild \(g) on \(c)",
                "detached ChangeChild \(c) on \(r)",
            ])
        #expect(after == next + 3)
        #expect(TreeChangeLog.changes(after: after).changes.isEmpty, "nothing new after the last read")
        #expect(changes.allSatisfy { $0.time > 0 })
        #expect(zip(changes, changes.dropFirst()).allSatisfy { $0.time <= $1.time }, "times never go back")
    }

    /// A reader that falls behind loses the oldest changes, never the newest, and never reads
    /// a slot twice.
    @Test(arguments: [1, 3, 8, 9])
    func aFullRingKeepsTheNewestChanges(capacity: Int) {
        let (reader, next) = TreeChangeLog.addReader(keeping: capacity)
        defer { TreeChangeLog.removeReader(reader) }
        let root = NamedRouter("RingRoot")
        let children = (0..<20).map { NamedRouter("Ring\($0)") }
        for child in children { root.attachChild(child) }
        let (changes, after) = TreeChangeLog.changes(after: next)
        #expect(after == next + 20)
        #expect(changes.count >= capacity, "at least what the reader asked for is kept")
        #expect(changes.count <= 20)
        #expect(changes.map(\.name) == children.suffix(changes.count).map(\.name), "the newest, in order")
    }

    @Test func aReaderAskingForMoreKeepsWhatTheSmallerRingHeld() {
        let (small, next) = TreeChangeLog.addReader(keeping: 2)
        defer { TreeChangeLog.removeReader(small) }
        let root = NamedRouter("ResizeRoot")
        let first = (0..<2).map { NamedRouter("Before\($0)") }
        for child in first { root.attachChild(child) }
        let (large, _) = TreeChangeLog.addReader(keeping: 64)
        defer { TreeChangeLog.removeReader(large) }
        let later = NamedRouter("After")
        root.attachChild(later)
        let names = TreeChangeLog.changes(after: next).changes.map(\.name)
        #expect(names == ["Before0", "Before1", "After"], "the resize kept the newest changes")
    }

    @Test func removingAReaderTwiceIsHarmlessAndNothingIsKeptWithoutOne() {
        let (reader, next) = TreeChangeLog.addReader(keeping: 4)
        TreeChangeLog.removeReader(reader)
        TreeChangeLog.removeReader(reader)
        let root = NamedRouter("GoneRoot")
        root.attachChild(NamedRouter("GoneChild"))
        let (again, from) = TreeChangeLog.addReader(keeping: 4)
        defer { TreeChangeLog.removeReader(again) }
        // Another suite's inspector may be reading at the same time, and then the attach was
        // kept for it; with no other reader, the runtime kept nothing and numbered nothing.
        if from == next {
            #expect(TreeChangeLog.changes(after: next).changes.isEmpty)
        } else {
            #expect(TreeChangeLog.changes(after: next).changes.map(\.name) == ["GoneChild"])
        }
        #expect(TreeChangeLog.changes(after: .max).changes.isEmpty)
    }

    /// An event's tree is the root its RIB hangs from now, also after the subtree moved: the
    /// root is cached per router and must be forgotten when the router moves.
    @Test func aSubtreeMovedToAnotherTreeReportsTheNewTree() {
        let first = NamedRouter("FirstTree")
        let second = NamedRouter("SecondTree")
        let parent = NamedRouter("Mover")
        let leaf = NamedRouter("Leaf")
        first.attachChild(parent)
        parent.attachChild(leaf)
        #expect(leaf.treeRootID == first.ribID)
        first.detachChild(parent)
        #expect(leaf.treeRootID == parent.ribID, "a detached subtree is its own tree")
        second.attachChild(parent)
        #expect(leaf.treeRootID == second.ribID)
        var trees: [RIBID] = []
        let token = RIBObservation.addObserver { event in
            if event.name == "Late", let tree = event.tree { trees.append(tree) }
        }
        defer { RIBObservation.removeObserver(token) }
        leaf.attachChild(NamedRouter("Late"))
        #expect(trees.first == second.ribID)
    }
}
