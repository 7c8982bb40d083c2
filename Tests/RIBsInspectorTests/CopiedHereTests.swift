import RIBs
import Testing

@testable import RIBsInspector

/// The inspector keeps its own copies of the strings the main actor hands it, so that what the
/// main actor allocated is freed there (see `Handoff`): equal text, different storage.
struct CopiedHereTests {
    private func storage(_ string: String) -> UnsafeRawPointer? {
        string.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    @Test(arguments: ["", "Root", "Root/LoggedIn/OffGame/TicTacToe/Board", "Ünïcödé/RIB/🌳/and more than fifteen bytes"])
    func aCopyHasTheSameTextInItsOwnStorage(_ text: String) {
        let made = String(decoding: Array(text.utf8), as: UTF8.self)  // in the heap, as the runtime's are
        let copy = made.copiedHere
        #expect(copy == made)
        if made.utf8.count > 15 {  // shorter strings are stored inline, with nothing to free
            #expect(storage(copy) != storage(made), "the copy has storage of its own")
        }
    }

    @Test func detailsAreCopiedAllTheWayDown() {
        let leaf = RIBDetails(
            id: RIBID(rawValue: 2), name: "AVeryLongChildNameIndeed", path: "Root/AVeryLongChildNameIndeed",
            isActive: true, isViewable: false, routerType: "AVeryLongChildNameIndeedRouter",
            interactorType: "AVeryLongChildNameIndeedInteractor", workers: ["AVeryLongWorkerNameIndeed (running)"])
        let root = RIBDetails(
            id: RIBID(rawValue: 1), name: "Root", path: "Root", isActive: true, isViewable: false,
            routerType: "RootRouter", interactorType: "RootInteractor", children: [leaf])
        let copy = root.copiedHere
        #expect(copy == root)
        let copiedLeaf = copy.children[0]
        #expect(storage(copiedLeaf.path) != storage(leaf.path))
        #expect(storage(copiedLeaf.routerType) != storage(leaf.routerType))
        #expect(storage(copiedLeaf.workers[0]) != storage(leaf.workers[0]))
    }
}
