import Foundation
import TestSupport
import Testing

/// `ribs migrate` on inputs a real app has: a target given as `.`, `./App`, a relative or an
/// absolute path, whose dry run must apply with `git apply` and `patch -p1` and give what the
/// real run writes; a file that is not UTF-8; a file with several parse errors.
@Suite struct RibsMigrateInputsCLITests {
    /// A module of three files: one to migrate (with no newline at its end, as some editors
    /// leave files), one that is not UTF-8 (Latin-1 `é`), one with two parse errors.
    func module() throws -> ScratchFolder {
        let folder = ScratchFolder("ribs-migrate-inputs")
        try folder.write(RibsMigrateCLITests.relay, to: "App/Counter.swift")
        try folder.write(
            "import RxSwift\n\nfinal class Feed {\n    let items = PublishRelay<Int>()\n}", to: "App/Feed.swift")
        let latin1 = Data("import RxSwift\n// caf".utf8) + Data([0xE9]) + Data("\nlet s = PublishSubject<Int>()\n".utf8)
        try FileManager.default.createDirectory(
            at: folder.directory.appendingPathComponent("App/Legacy"), withIntermediateDirectories: true)
        try latin1.write(to: folder.directory.appendingPathComponent("App/Legacy/Latin1.swift"))
        try folder.write("import RxSwift\n\nlet a = (\nlet b = [\n", to: "App/TwoErrors.swift")
        return folder
    }

    func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files[relative] = try Data(contentsOf: folder.appendingPathComponent(relative))
        }
        return files
    }

    /// The dry run's diff, applied by `tool` from the folder the command ran in, gives exactly
    /// the files the real run writes.
    @Test(arguments: [".", "./App", "App", "absolute"], ["git apply", "patch -p1"])
    func theDryRunAppliesAndGivesWhatTheRunWrites(target: String, tool: String) async throws {
        let dry = try module()
        let real = try module()
        defer {
            try? FileManager.default.removeItem(at: dry.directory)
            try? FileManager.default.removeItem(at: real.directory)
        }
        func run(_ folder: ScratchFolder, _ extra: [String]) async throws -> ChildProcessResult {
            let path = target == "absolute" ? folder.directory.appendingPathComponent("App").path : target
            var command = ChildProcess.product("ribs", arguments: ["migrate", path] + extra)
            command.directory = folder.directory
            return try await command.run()
        }
        let diff = try await run(dry, ["--dry-run"])
        #expect(diff.status == 0, "\(diff.allOutput)")
        #expect(!diff.output.contains("a/./") && !diff.output.contains("a//"), "\(diff.output)")
        let written = try await run(real, [])
        #expect(written.status == 0, "\(written.allOutput)")

        let patch = dry.directory.appendingPathComponent("migrate.patch")
        try Data(diff.output.utf8).write(to: patch)
        let arguments = tool == "git apply" ? ["git", "apply", patch.path] : ["patch", "-p1", "-i", patch.path]
        var apply = ChildProcess.tool(arguments[0], arguments: Array(arguments.dropFirst()))
        apply.directory = dry.directory
        let applied = try await apply.run()
        #expect(applied.status == 0, "\(tool) refused the dry run's diff:\n\(applied.allOutput)\n\(diff.output)")
        let expected = try contents(of: real.directory.appendingPathComponent("App"))
        let got = try contents(of: dry.directory.appendingPathComponent("App"))
        #expect(got.keys.sorted() == expected.keys.sorted())
        for (file, data) in expected {
            #expect(got[file] == data, "\(file) after \(tool) is not what the run wrote")
        }
    }

    @Test func aFileThatIsNotUTF8IsNamedAndTheRestIsMigrated() async throws {
        let folder = try module()
        defer { try? FileManager.default.removeItem(at: folder.directory) }
        let app = folder.directory.appendingPathComponent("App").path
        let run = try await ribs(["migrate", app])
        #expect(run.status == 0, "\(run.output)")
        #expect(
            run.output.contains("\(app)/Legacy/Latin1.swift:1:1: error: the file is not UTF-8 text"), "\(run.output)")
        let counter = try String(contentsOfFile: "\(app)/Counter.swift", encoding: .utf8)
        #expect(counter.contains("ValueRelay<Int>(0)"), "the other files are migrated")
        let latin1 = try Data(contentsOf: URL(fileURLWithPath: "\(app)/Legacy/Latin1.swift"))
        #expect(latin1.contains(0xE9), "the file that is not UTF-8 is left as it was")
    }

    @Test func aFileWithTwoParseErrorsIsOneFileNotUnderstood() async throws {
        let folder = try module()
        defer { try? FileManager.default.removeItem(at: folder.directory) }
        let run = try await ribs(["migrate", folder.directory.appendingPathComponent("App").path, "--dry-run"])
        let errors = run.output.split(separator: "\n").filter {
            $0.contains("TwoErrors.swift:") && $0.contains("error:")
        }
        #expect(errors.count >= 2, "\(run.output)")
        // TwoErrors.swift and Latin1.swift.
        #expect(run.output.contains("2 files not understood, left as they were"), "\(run.output)")
    }

    /// An app that commits its CocoaPods and Carthage folders, and a copy of Uber's RIBs (its
    /// `RIBs/Classes`, as one app here does): `ribs migrate .` rewrites the app's files and leaves
    /// the dependencies' sources as they are, with a note; a folder given inside one is migrated,
    /// as asked.
    @Test func theDependenciesFoldersAreSkippedUnlessGiven() async throws {
        let folder = ScratchFolder("ribs-migrate-vendored")
        defer { try? FileManager.default.removeItem(at: folder.directory) }
        let relay = "import RxSwift\n\nfinal class Feed {\n    let items = PublishRelay<Int>()\n}\n"
        try folder.write(relay, to: "App/Feed.swift")
        try folder.write(relay, to: "Pods/RxRelay/Feed.swift")
        try folder.write(relay, to: "Carthage/Checkouts/Kit/Sources/Feed.swift")
        try folder.write(relay, to: "App/RIBsLib/RIBs/Classes/Workflow/Feed.swift")
        var run = ChildProcess.product("ribs", arguments: ["migrate", "."])
        run.directory = folder.directory
        let result = try await run.run()
        #expect(result.status == 0, "\(result.allOutput)")
        let files = try contents(of: folder.directory)
        #expect(files["App/Feed.swift"] != Data(relay.utf8), "the app's file was not migrated")
        #expect(files["Pods/RxRelay/Feed.swift"] == Data(relay.utf8))
        #expect(files["Carthage/Checkouts/Kit/Sources/Feed.swift"] == Data(relay.utf8))
        #expect(files["App/RIBsLib/RIBs/Classes/Workflow/Feed.swift"] == Data(relay.utf8))
        #expect(result.errors.contains("note: 3 Swift files under . are a dependency manager's"), "\(result.errors)")

        var given = ChildProcess.product("ribs", arguments: ["migrate", "Pods/RxRelay"])
        given.directory = folder.directory
        let asked = try await given.run()
        #expect(asked.status == 0, "\(asked.allOutput)")
        #expect(try contents(of: folder.directory)["Pods/RxRelay/Feed.swift"] != Data(relay.utf8))
    }
}
