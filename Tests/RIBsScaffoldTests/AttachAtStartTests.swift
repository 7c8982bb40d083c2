import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold

/// `ribs attach --at-start` (issue 63, from a new user's trial: routing at start and the tests
/// that then expected another tree were 15 of 51 typed lines): the parent attaches the child as
/// it starts, in each style, and every test that expects the parent's tree expects the child
/// below it, with the work the child runs from the start.
@Suite(.ownThreads) struct AttachAtStartTests {
    @Test func eachStyleOfParentStartsWithItsChildAndItsTestsExpectIt() async throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Root", .launch)
        try sandbox.new("Shelf", .stream)
        try sandbox.new("Sync", .viewless)
        try sandbox.worker("Syncer", for: "Sync", every: "3s")
        try sandbox.new("Editor", .rvb)
        try sandbox.new("Notes", .view)
        try sandbox.attach("Shelf", to: "Root", atStart: true)
        try sandbox.attach("Sync", to: "Shelf", atStart: true)
        try sandbox.attach("Editor", to: "Shelf")
        try sandbox.attach("Notes", to: "Editor", atStart: true)

        let router = try sandbox.text("Sources/App/Root/RootRouter.swift")
        #expect(
            router.contains("    override func didLoad() {\n        super.didLoad()\n        routeToShelf()\n    }"))
        // Not closable: it takes the place of Root's first screen.
        #expect(router.contains("        attachChild(shelf.node)\n"))
        #expect(
            try sandbox.text("Sources/App/Shelf/ShelfBuilder.swift").contains(
                "router.routeToSync(listener: interactor)"))
        #expect(try sandbox.text("Sources/App/Editor/EditorView.swift").contains("        presentNotes()\n    }"))

        // Root's tree, two levels down, and Sync's loop declared where the tree is exhaustive.
        let rootTests = try sandbox.text("Tests/AppTests/Root/RootRouterTests.swift")
        #expect(
            rootTests.contains(
                """
                        harness.expectTree(
                            \"\"\"
                            Root (active)
                            └── Shelf (active)
                                └── Sync (active) workers: SyncerWorker (running)
                            \"\"\")
                        harness.expectRunning("syncer")
                """), "\(rootTests)")
        let shelfTests = try sandbox.text("Tests/AppTests/Shelf/ShelfTests.swift")
        #expect(
            shelfTests.contains("    Shelf (active)\n            └── Sync (active) workers: SyncerWorker (running)"))
        // The tests that route to another child acknowledge the one that is always there.
        let editorTest = try #require(shelfTests.range(of: "func routesToAndDetachesEditor()"))
        #expect(shelfTests[editorTest.upperBound...].contains("harness.expectAttached(\"Sync\")"))

        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(tests.errors)")
    }

    @Test func aChildBuiltWithValuesIsNotAttachedAtStart() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Root", .launch)
        try sandbox.new("Ride", .view, parameters: ["rideID:String"])
        let before = try sandbox.scaffoldFiles()
        #expect {
            try sandbox.attach("Ride", to: "Root", atStart: true)
        } throws: { error in
            "\(error)".contains("Ride is built with values (rideID: String), which nothing has when Root starts")
        }
        #expect(try sandbox.scaffoldFiles() == before)
    }

    /// A worker added after the child is attached at start shows in every ancestor's tree too,
    /// and its loop is declared where that tree is expected.
    @Test func aWorkerAddedLaterShowsInTheAncestorsTrees() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Root", .launch)
        try sandbox.new("Shelf", .stream)
        try sandbox.new("Sync", .viewless)
        try sandbox.attach("Shelf", to: "Root", atStart: true)
        try sandbox.attach("Sync", to: "Shelf", atStart: true)
        try sandbox.worker("Syncer", for: "Sync", every: "3s")
        for path in ["Tests/AppTests/Root/RootRouterTests.swift", "Tests/AppTests/Shelf/ShelfTests.swift"] {
            let tests = try sandbox.text(path)
            #expect(tests.contains("└── Sync (active) workers: SyncerWorker (running)"), "\(path):\n\(tests)")
            #expect(tests.contains("harness.expectRunning(\"syncer\")"), "\(path):\n\(tests)")
        }
    }
}
