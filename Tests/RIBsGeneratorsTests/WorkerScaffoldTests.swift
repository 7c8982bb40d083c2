import Foundation
import RIBsGenerators
import TestSupport
import Testing

/// `ribs new worker NAME --for RIB`: the worker, its test and the edit of the RIB's interactor,
/// for each RIB shape, as golden files (`WorkerGolden/<shape>/…`, the files the plan writes),
/// each result compiled with the RIB's tests and mocks; and the refusals, which name the file
/// and the line and write nothing.
@Suite struct WorkerScaffoldTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "WorkerGolden")

    static let cases: [(rib: String, shape: RIBShape)] = [
        ("LoggedIn", .viewless), ("LoggedOut", .view), ("Profile", .presenter), ("Root", .launch),
    ]

    @Test(arguments: cases)
    func theWorkerAndTheInteractorsEditMatchTheGoldenFilesAndCompile(rib: String, shape: RIBShape) async throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new(rib, shape)
        let plan = try sandbox.worker("Heartbeat", for: rib)
        #expect(plan.changes.count == 4, "the interactor, the worker, its test and the RIB's router test")
        for change in plan.changes {
            let relative = String(change.path.dropFirst(sandbox.root.count + 1))
            let golden = Self.folder.appendingPathComponent(shape.rawValue).appendingPathComponent(relative)
            try GoldenFile.check(change.contents, at: golden, named: "\(shape.rawValue)/\(relative)")
        }
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(shape.rawValue): the sources do not compile:\n\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(shape.rawValue): warnings:\n\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(shape.rawValue): the tests do not compile:\n\(tests.errors)")
    }

    @Test func aSecondWorkerOfTheSameNameOrAnUnknownRIBIsRefusedAndNothingIsWritten() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("LoggedIn", .viewless)
        try sandbox.worker("Heartbeat", for: "LoggedIn")
        let interactor = try sandbox.text("Sources/App/LoggedIn/LoggedInInteractor.swift")
        #expect(throws: ScaffoldError.self) { try sandbox.worker("Heartbeat", for: "LoggedIn") }
        #expect(throws: ScaffoldError.self) { try sandbox.worker("Sync", for: "Nowhere") }
        #expect(try sandbox.text("Sources/App/LoggedIn/LoggedInInteractor.swift") == interactor)
        #expect(!FileManager.default.fileExists(atPath: sandbox.root + "/Sources/App/LoggedIn/SyncWorker.swift"))
    }

    /// The router test's expected tree lists the workers, sorted as the harness prints them.
    @Test func theRoutersExpectedTreeListsEveryWorker() throws {
        let rib = try RIBName("Cart")
        let once = WorkerPlan.expectingWorker("SyncWorker", of: rib, in: "harness.expectTree(\"Cart (active)\")")
        #expect(once == "harness.expectTree(\"Cart (active) workers: SyncWorker (running)\")")
        let twice = once.flatMap { WorkerPlan.expectingWorker("AuditWorker", of: rib, in: $0) }
        #expect(twice == "harness.expectTree(\"Cart (active) workers: AuditWorker (running), SyncWorker (running)\")")
        #expect(WorkerPlan.expectingWorker("SyncWorker", of: rib, in: "expectTree(\"Cart (inactive)\")") == nil)
    }

    @Test func twoWorkersOnOneRIBBothStart() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("LoggedIn", .viewless)
        try sandbox.worker("Heartbeat", for: "LoggedIn")
        try sandbox.worker("Sync", for: "LoggedIn")
        let interactor = try sandbox.text("Sources/App/LoggedIn/LoggedInInteractor.swift")
        #expect(
            interactor.contains(
                "init(heartbeatWorker: any HeartbeatWorking = HeartbeatWorker(), syncWorker: any SyncWorking = SyncWorker())"
            ), "\(interactor)")
        #expect(interactor.contains("heartbeatWorker.start(self)") && interactor.contains("syncWorker.start(self)"))
    }
}
