import Foundation
import TestSupport
import Testing

/// The DocC tutorials, followed as a reader follows them, in a package beside this repository:
/// each step's commands run (`ribs` itself, built by this package), each file a step shows is
/// either what the tool wrote or the reader's edit, and after every step that changes a file
/// the package builds with warnings as errors and, once it has tests, its tests pass. At the
/// end, the reader's app is the TicTacToe example, file for file.
///
/// The package is `.build-e2e/packages/TicTacToe`, built in the scratch folder of its traits
/// (``PackageSandbox``), which is kept between runs; `RIBS_TUTORIAL_RECORD=1` records what the
/// tools wrote, and `RIBS_TUTORIAL_KEEP=1` keeps the package as the last step left it.
@Suite(.serialized, .endToEnd) struct TutorialTests {
    static let example = PackageSandbox.repository.appendingPathComponent("Examples/TicTacToe")
    static let exampleTests = PackageSandbox.repository.appendingPathComponent(
        "Examples/MockedTests/Tests/TicTacToeExampleTests")

    @Test func everyStepBuildsItsTestsPassAndTheLastIsTheExample() async throws {
        let script = try TutorialScript()
        #expect(script.steps.count > 40, "the tutorials have \(script.steps.count) steps")
        let sandbox = try PackageSandbox("TicTacToe", fixture: nil)
        try FileManager.default.createDirectory(at: sandbox.package, withIntermediateDirectories: true)
        // RIBS_TUTORIAL_KEEP=1 leaves the reader's package where it stopped, to look at.
        defer { if ProcessInfo.processInfo.environment["RIBS_TUTORIAL_KEEP"] == nil { sandbox.remove() } }
        var builtState = ""
        var builds = 0
        // The machine's share of a reader's time: every build, test run and app run, per tutorial.
        var machineTime: [Int: Duration] = [:]
        let clock = ContinuousClock()
        for step in script.steps {
            let started = clock.now
            defer { machineTime[step.tutorial, default: .zero] += started.duration(to: clock.now) }
            // The tools that write run before the file is shown; the app and `ribs deps` run once
            // the step is built.
            for command in step.commands where command.writesFiles { try await run(command, at: step, in: sandbox) }
            if let (path, resource) = step.code {
                let shown = (try? String(contentsOf: resourceURL(resource), encoding: .utf8)) ?? ""
                let file = sandbox.package.appendingPathComponent(path)
                let toolWrote =
                    step.showsWhatAToolWrote
                    || step.commands.contains { if case .ribs = $0 { $0.writesFiles } else { false } }
                if toolWrote, Self.recording {
                    try Data(contentsOf: file).write(to: resourceURL(resource), options: .atomic)
                } else if toolWrote {
                    let written = try? String(contentsOf: file, encoding: .utf8)
                    #expect(
                        written == shown, "\(step.place): \(path) is not what the tool wrote:\n\(written ?? "(none)")")
                } else {
                    try FileManager.default.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try shown.write(to: file, atomically: true, encoding: .utf8)
                }
            }
            let state = try sandbox.sourceState()
            if state != builtState, sandbox.hasSources, !step.buildsAfterTheNextStep {
                builtState = state
                builds += 1
                try await build(at: step, in: sandbox)
            }
            for command in step.commands where !command.writesFiles { try await run(command, at: step, in: sandbox) }
        }
        #expect(builds > 20)
        for (tutorial, time) in machineTime.sorted(by: { $0.key < $1.key }) {
            let steps = script.steps.count { $0.tutorial == tutorial }
            print("tutorial \(tutorial): \(steps) steps, \(time.components.seconds) s of tools, builds, tests and runs")
        }

        // The reader's app is the example, and the reader's tests are the example's.
        try expectSameFiles(
            sandbox.package.appendingPathComponent("Sources/TicTacToe"), Self.example,
            ignoring: ["RIBsDeps.generated.swift"])
        try expectSameFiles(sandbox.package.appendingPathComponent("Tests/TicTacToeTests"), Self.exampleTests)
    }

    /// Builds the package as the step leaves it, with warnings as errors; runs its tests once it
    /// has some.
    func build(at step: TutorialScript.Step, in sandbox: PackageSandbox) async throws {
        // Until main.swift exists the executable cannot link: its module is compiled alone.
        let command =
            sandbox.hasTests
            ? ["test"] : sandbox.hasMain ? ["build"] : ["build", "--target", "TicTacToe"]
        let build = try await sandbox.swift(command)
        try #require(
            build.status == 0, "\(step.place) does not build or pass its tests:\n\(build.output.suffix(4_000))")
    }

    /// `RIBS_TUTORIAL_RECORD=1` writes what the tools wrote into the resources the steps show
    /// (then review the diff), as golden files are recorded.
    static let recording = ProcessInfo.processInfo.environment["RIBS_TUTORIAL_RECORD"] == "1"

    func resourceURL(_ resource: String) -> URL {
        TutorialScript.catalog.appendingPathComponent("Resources/Tutorials/\(resource)")
    }

    func run(_ command: TutorialScript.Command, at step: TutorialScript.Step, in sandbox: PackageSandbox) async throws {
        switch command {
        case .mkdir(let path):
            try FileManager.default.createDirectory(
                at: sandbox.package.appendingPathComponent(path), withIntermediateDirectories: true)
        case .ribs(let arguments):
            var ribs = ChildProcess.product("ribs", arguments: arguments)
            ribs.directory = sandbox.package
            let result = try await ribs.run()
            try #require(
                result.status == 0, "\(step.place): ribs \(arguments.joined(separator: " ")):\n\(result.allOutput)")
        case .runApp(let input, let arguments):
            let build = try await sandbox.swift(["build", "--product", "TicTacToe"])
            try #require(build.status == 0, "\(step.place):\n\(build.output.suffix(3_000))")
            let app = ChildProcess(
                executable: sandbox.builtProduct("TicTacToe"), arguments: arguments,
                directory: sandbox.package, input: input)
            let result = try await app.run()
            #expect(result.status == 0, "\(step.place): TicTacToe \(arguments):\n\(result.allOutput.suffix(3_000))")
        }
    }

    /// The files under `folder` are those under `expected`, with the same bytes; the example's
    /// module is named TicTacToeExample where the reader's is TicTacToe.
    func expectSameFiles(_ folder: URL, _ expected: URL, ignoring: Set<String> = []) throws {
        let mine = try Self.files(under: folder)
        let theirs = try Self.files(under: expected).filter { !ignoring.contains($0.key) }
        #expect(mine.keys.sorted() == theirs.keys.sorted(), "files differ from \(expected.path)")
        for (path, text) in mine {
            guard let other = theirs[path] else { continue }
            #expect(
                text == other.replacingOccurrences(of: "TicTacToeExample", with: "TicTacToe"),
                "the tutorial's \(path) is not the example's \(expected.lastPathComponent)/\(path)")
        }
    }

    static func files(under folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
