import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold

/// `ribs new workflow NAME --through A,B,C`: the workflow, the actionable items, each
/// interactor's step, the link's start in a launch RIB and the test, as golden files
/// (`WorkflowGolden/<case>/…`, every file of the package after the commands), each result
/// compiled with its tests and mocks; and the refusals, which write nothing.
@Suite(.ownThreads) struct WorkflowScaffoldTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "WorkflowGolden")

    struct Case: CustomTestStringConvertible, Sendable {
        var folder: String
        /// The RIBs, root first, each attached to the one before.
        var ribs: [(name: String, shape: RIBShape)]
        /// `(name, through, parameters)` for each `ribs new workflow`, in order.
        var workflows: [(name: String, through: [String], parameters: [String])]
        /// What each RIB's builder takes (`--param`), by RIB.
        var builderParameters: [String: [String]] = [:]
        /// The RIBs whose step opens the next (`--opens`), and whether the last step is `async`.
        var opening: [String] = []
        var asyncLastStep = false
        var testDescription: String { folder }
    }

    static let cases: [Case] = [
        // Uber's tutorial 4's shape: wait for the login, then open an item. A second workflow
        // through the same RIBs extends what the first wrote.
        Case(
            folder: "launch-viewless-view",
            ribs: [("Root", .launch), ("LoggedIn", .viewless), ("ParcelList", .view)],
            workflows: [
                ("OpenParcel", ["Root", "LoggedIn", "ParcelList"], ["parcelID:String"]),
                ("ShowHistory", ["Root", "LoggedIn"], ["days:Int", "archived:Bool"]),
            ]),
        // One RIB, no parameters, no launch RIB to start it from a link.
        Case(folder: "one-rib", ribs: [("Settings", .view)], workflows: [("ResetPassword", ["Settings"], [])]),
        // A parameter no link can carry: no init?(url:).
        Case(
            folder: "unreadable-parameter", ribs: [("Root", .launch), ("Cart", .view)],
            workflows: [("Checkout", ["Root", "Cart"], ["items:[String]"])]),
        // The podcast app's link (issue 57): Root waits for the login, Library opens Episodes for
        // the podcast the link names (its builder takes it), and Episodes' last step is async, to
        // look the episode up in a service.
        Case(
            folder: "opens-async",
            ribs: [("Root", .launch), ("Library", .viewless), ("Episodes", .view)],
            workflows: [("PlayEpisode", ["Root", "Library", "Episodes"], ["podcastID:String", "episodeID:String"])],
            builderParameters: ["Episodes": ["podcastID:String"]], opening: ["Library"], asyncLastStep: true),
        // Issue 63: a link through every style, a stream-style RIB and an RVB module opening the
        // next; a value named as a RIB (account, Account) hides neither.
        Case(
            folder: "mixed-styles",
            ribs: [("Root", .launch), ("Home", .stream), ("Account", .view), ("Form", .rvb), ("Note", .stream)],
            workflows: [("OpenNote", ["Root", "Home", "Account", "Form", "Note"], ["account:String"])],
            opening: ["Home", "Form"]),
    ]

    @Test(arguments: cases)
    func theWorkflowMatchesTheGoldenFilesAndCompiles(_ golden: Case) async throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        for rib in golden.ribs {
            try sandbox.new(rib.name, rib.shape, parameters: golden.builderParameters[rib.name] ?? [])
        }
        for (parent, child) in zip(golden.ribs, golden.ribs.dropFirst()) {
            try sandbox.attach(child.name, to: parent.name)
        }
        for workflow in golden.workflows {
            try sandbox.workflow(
                workflow.name, through: workflow.through, parameters: workflow.parameters, opening: golden.opening,
                asyncLastStep: golden.asyncLastStep)
        }
        for file in try sandbox.scaffoldFiles() {
            let relative = (file.root == .sources ? "Sources/App/" : "Tests/AppTests/") + file.path
            try GoldenFile.check(
                file.contents, at: Self.folder.appendingPathComponent(golden.folder).appendingPathComponent(relative),
                named: "\(golden.folder)/\(relative)")
        }
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(golden.folder): the sources do not compile:\n\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(golden.folder): warnings:\n\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(golden.folder): the tests do not compile:\n\(tests.errors)")
        #expect(!tests.errors.contains("warning:"), "\(golden.folder): warnings in the tests:\n\(tests.errors)")
    }

    @Test func aRIBThatIsNotAChildOfTheOneBeforeIsRefusedAndNothingIsWritten() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Root", .launch)
        try sandbox.new("LoggedIn", .viewless)
        let before = try sandbox.scaffoldFiles()
        #expect {
            try sandbox.workflow("Open", through: ["Root", "LoggedIn"])
        } throws: { error in
            (error as? ScaffoldError)?.description.hasSuffix(
                "Root does not attach LoggedIn (no routeToLoggedIn): a link goes from a RIB to one of its children. Attach it first: ribs attach LoggedIn --to Root."
            ) == true
        }
        #expect(throws: ScaffoldError.self) { try sandbox.workflow("Open", through: ["Root", "Nowhere"]) }
        #expect(throws: ScaffoldError.self) { try sandbox.workflow("Open", through: ["Root", "Root"]) }
        #expect(throws: ScaffoldError.self) { try sandbox.workflow("Open", through: []) }
        #expect(try sandbox.scaffoldFiles() == before)
    }

    /// A step that opens the next RIB passes what the route takes from the link; a route that
    /// takes what the link does not carry, or a RIB with no next one, is refused at its place,
    /// not generated as a step that waits for ever.
    @Test func anOpeningStepNeedsWhatItsRouteTakesAndANextRIB() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Library", .viewless)
        try sandbox.new("Episodes", .view, parameters: ["podcastID:String"])
        try sandbox.attach("Episodes", to: "Library")
        let before = try sandbox.scaffoldFiles()
        #expect {
            try sandbox.workflow("Play", through: ["Library", "Episodes"], opening: ["Library"])
        } throws: { error in
            "\(error)".hasPrefix("Sources/App/Library/LibraryRouter.swift:")
                && "\(error)".contains("routeToEpisodes takes podcastID: String, which the link does not carry")
                && "\(error)".contains("Add `parameter` podcastID:String")
        }
        #expect {
            try sandbox.workflow(
                "Play", through: ["Library", "Episodes"], parameters: ["podcastID:String"], opening: ["Episodes"])
        } throws: { error in
            "\(error)".contains("`opens` names Episodes, which has no next RIB in `through`")
        }
        #expect(try sandbox.scaffoldFiles() == before)
    }

    @Test func aSecondWorkflowOfTheSameNameIsRefused() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Root", .launch)
        try sandbox.workflow("Open", through: ["Root"])
        let before = try sandbox.scaffoldFiles()
        #expect(throws: ScaffoldError.self) { try sandbox.workflow("Open", through: ["Root"]) }
        #expect(try sandbox.scaffoldFiles() == before)
    }
}
