import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold
@testable import RIBsSource

/// `ribs new worker NAME --for RIB`: the worker, its test and the edit of the RIB's interactor,
/// for each RIB shape, as golden files (`WorkerGolden/<shape>/…`, the files the plan writes),
/// each result compiled with the RIB's tests and mocks; and the refusals, which name the file
/// and the line and write nothing.
@Suite(.ownThreads) struct WorkerScaffoldTests {
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

    /// Issue 40: `--every 2s` writes a worker whose loop runs on a clock it takes, and a test that
    /// steps a `ManualClock` through it; with a dependency too, the builder passes none (the app's
    /// worker runs on `ContinuousClock`).
    @Test(arguments: [("every", [String]()), ("every-dependency", ["store:any RecipeStore=RecipeStoreMock()"])])
    func aWorkerThatRunsEveryIntervalTakesAClockItsTestSteps(folder: String, dependencies: [String]) async throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Home", .viewless)
        if !dependencies.isEmpty {
            try sandbox.write(
                "/// @mockable\n@MainActor\nprotocol RecipeStore: AnyObject {}\n", to: "Sources/App/RecipeStore.swift")
            let path = "Sources/App/Home/HomeBuilder.swift"
            try sandbox.write(
                try sandbox.text(path).replacingOccurrences(
                    of: "protocol HomeDependency: Dependency {",
                    with: "protocol HomeDependency: Dependency {\n    var store: any RecipeStore { get }"), to: path)
        }
        let plan = try sandbox.worker("Sweeper", for: "Home", dependencies: dependencies, every: "2s")
        for change in plan.changes {
            let relative = String(change.path.dropFirst(sandbox.root.count + 1))
            let golden = Self.folder.appendingPathComponent(folder).appendingPathComponent(relative)
            try GoldenFile.check(change.contents, at: golden, named: "\(folder)/\(relative)")
        }
        let worker = try #require(plan.changes.first { $0.path.hasSuffix("SweeperWorker.swift") }?.contents)
        #expect(worker.contains("init(clock: any Clock<Duration> = ContinuousClock()"))
        #expect(worker.contains("clock.sleep(for: .seconds(2))"))
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(folder): the sources do not compile:\n\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(folder): warnings:\n\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(folder): the tests do not compile:\n\(tests.errors)")
    }

    /// Issue 63: a worker for a stream-style RIB or an RVB module runs on the node's scope: the
    /// interactor (the module's view) keeps it, the builder (the view) starts it, and with a
    /// dependency the builder makes it of the RIB's dependency struct, which gains the value and
    /// passes it where it is made (the RIB's own test included).
    @Test(
        arguments: [
            ("stream-every-dependency", RIBShape.stream, ["ledger:any LedgerService=LedgerServiceMock()"], "5s"),
            ("rvb-every", RIBShape.rvb, [], "2s"),
            ("rvb-dependency", RIBShape.rvb, ["ledger:any LedgerService=LedgerServiceMock()"], nil),
        ] as [(String, RIBShape, [String], String?)])
    func aWorkerOfAStreamStyleRIBOrAModuleRunsOnItsNode(
        folder: String, shape: RIBShape, dependencies: [String], every: String?
    ) async throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "/// @mockable\n@MainActor\nprotocol LedgerService: AnyObject, Sendable {}\n",
            to: "Sources/App/LedgerService.swift")
        try sandbox.new("Home", shape)
        let plan = try sandbox.worker("Sync", for: "Home", dependencies: dependencies, every: every)
        for change in plan.changes {
            let relative = String(change.path.dropFirst(sandbox.root.count + 1))
            let golden = Self.folder.appendingPathComponent(folder).appendingPathComponent(relative)
            try GoldenFile.check(change.contents, at: golden, named: "\(folder)/\(relative)")
        }
        let tests = try sandbox.text("Tests/AppTests/Home/HomeTests.swift")
        #expect(tests.contains("harness.expectTree(\"Home (active) workers: SyncWorker (running)\")"))
        #expect(tests.contains("harness.expectRunning(\"sync\")") == (every != nil))
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(folder): the sources do not compile:\n\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(folder): warnings:\n\(module.errors)")
        guard module.status == 0 else { return }
        let typechecked = try await compiled.typecheckTests()
        #expect(typechecked.status == 0, "\(folder): the tests do not compile:\n\(typechecked.errors)")
    }

    @Test(arguments: ["2", "2h", "-1s", "1.5s", "s"])
    func anIntervalThatIsNotAWholeNumberAndAUnitIsRefused(text: String) {
        #expect(throws: ScaffoldError.self) { try WorkerInterval(parsing: text) }
    }

    /// A worker that takes what the RIB's scope has: from the component that makes it (a
    /// viewless RIB's builder has it; a RIB with an attached child made it after the interactor,
    /// so it moves up), or from the RIB's dependency.
    static let scopeCases: [(folder: String, component: Bool, attachChild: Bool)] = [
        ("viewless-component", true, false), ("view-dependency", false, false),
        ("view-component-after-attach", true, true),
    ]

    @Test(arguments: scopeCases)
    func aWorkerWithDependenciesIsMadeByTheBuilderFromTheScope(folder: String, component: Bool, attachChild: Bool)
        async throws
    {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        let clock = "clock:any Clock<Duration>=ContinuousClock()"
        let log = "log:@MainActor (String) -> Void={ _ in }"
        let shape: RIBShape = folder.hasPrefix("viewless") ? .viewless : .view
        try sandbox.new("Ride", shape, dependencies: component ? [log] : [clock, log])
        if component {
            let path = "Sources/App/Ride/RideBuilder.swift"
            let text = try sandbox.text(path)
            let header = "final class RideComponent: Component<any RideDependency>"
            let made = "    var clock: any Clock<Duration> { shared { ContinuousClock() } }"
            try sandbox.write(
                text.contains(header + " {}")
                    ? text.replacingOccurrences(of: header + " {}", with: header + " {\n" + made + "\n}")
                    : text.replacingOccurrences(of: header + " {\n", with: header + " {\n" + made + "\n\n"), to: path)
        }
        if attachChild {
            try sandbox.new("Receipt", .view)
            try sandbox.attach("Receipt", to: "Ride")
        }
        let plan = try sandbox.worker("Tracking", for: "Ride", dependencies: [clock, log])
        #expect(
            plan.changes.count == 6,
            "the interactor, the builder, the worker, its test, the interactor's test, the router's test")
        for change in plan.changes {
            let relative = String(change.path.dropFirst(sandbox.root.count + 1))
            try GoldenFile.check(
                change.contents, at: Self.folder.appendingPathComponent(folder).appendingPathComponent(relative),
                named: "\(folder)/\(relative)")
        }
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(folder): the sources do not compile:\n\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(folder): the tests do not compile:\n\(tests.errors)")
    }

    @Test func aDependencyTheScopeDoesNotHaveIsRefusedNamingWhereToAddIt() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Ride", .view)
        let before = try sandbox.scaffoldFiles()
        #expect {
            try sandbox.worker("Tracking", for: "Ride", dependencies: ["label:String"])
        } throws: { error in
            (error as? ScaffoldError)?.description.contains(
                "Ride's scope has no label: make it in RideComponent (var label: String { shared { … } }) or take it from Ride's parent (var label: String { get } in RideDependency), then run ribs new worker again."
            ) == true
        }
        #expect(try sandbox.scaffoldFiles() == before)
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

    /// With RIBsDepsPlugin, what the RIB's scope lacks it asks of its parent (`ribs deps` then
    /// forwards it from wherever above it is made), instead of refusing.
    @Test func withRIBsDepsPluginAMissingDependencyIsAskedOfTheParent() throws {
        let sandbox = try ScaffoldSandbox.generatingDependencies()
        defer { sandbox.remove() }
        try sandbox.new("Ride", .view)
        try sandbox.worker("Tracking", for: "Ride", dependencies: ["label:String"])
        let builder = try sandbox.text("Sources/App/Ride/RideBuilder.swift")
        #expect(
            builder.contains(
                "protocol RideDependency: Dependency, RidePassThrough {\n    var label: String { get }\n}"),
            "\(builder)")
        #expect(builder.contains("trackingWorker: TrackingWorker(label: dependency.label)"), "\(builder)")
    }
}
