import Foundation
import TestSupport
import Testing

/// Issue 63: the three designs compose. One package holds every pair of styles (``StyleMatrix``):
/// four parents under a launch RIB (classic with a view, classic without, stream style, RVB),
/// each with one child of each style, made only with the `ribs` commands a user types, a worker
/// on each parent and a deep link to each child. Then, for every pair, each capability is
/// checked where a user meets it, and the matrix is printed:
/// - scaffold: every command ran; the package builds with warnings as errors;
/// - view: the link shows the child's screen over its parent's (a viewless child, its parent's);
/// - closing: the back key closes the child and shows its parent, in a pipe and in a real
///   terminal under load, and does not close a launch RIB's screen;
/// - dependencies: `ribs deps tree` shows one tree from the app through every style;
/// - workers: each parent's worker runs in its generated tests, which pass;
/// - workflows: the link reaches the child (the app shows it), and each step's test on the real
///   tree passes;
/// - outputs: a stream-style or RVB child's `done` reaches its parent, which detaches it; its
///   `picked` value reaches a handler that takes a String;
/// - tests: the parent's generated test routes, detaches, closes as the person does, finds no
///   leak; the app quits with none.
@Suite(.serialized, .endToEnd) struct StyleMatrixTests {
    typealias Pair = StyleMatrix.Pair

    /// Each pair's capabilities that failed; what is not here passed.
    final class Results: @unchecked Sendable {
        var failed: [String: Set<StyleMatrix.Capability>] = [:]
        func fail(_ pair: Pair, _ capability: StyleMatrix.Capability) {
            failed[pair.childName, default: []].insert(capability)
        }
    }

    @Test func everyStyleUnderEveryStyleThroughEveryTool() async throws {
        let sandbox = try PackageSandbox("Matrix", fixture: nil)
        defer { sandbox.remove() }
        let results = Results()
        let clock = ContinuousClock()
        var started = clock.now
        var phases: [String] = []
        func phase(_ name: String) {
            phases.append("\(name) \(started.duration(to: clock.now).components.seconds) s")
            started = clock.now
        }
        let (swiftPMManifest, userManifest) = try await sandbox.initializeExecutable(named: "Matrix")
        for command in StyleMatrix.commands { try await sandbox.ribs(command) }
        phase("\(StyleMatrix.commands.count) ribs commands")
        for pair in StyleMatrix.pairs where pair.child.hasOutputs {
            // Business: the parent detaches a child that is done.
            let lower = pair.childName.prefix(1).lowercased() + pair.childName.dropFirst()
            let file = sandbox.package.appendingPathComponent(StyleMatrix.outputsHandler(of: pair))
            let text = try String(contentsOf: file, encoding: .utf8)
            let stub = try #require(
                text.range(of: #"func \#(lower)Finished\(\) \{\n\s*// TODO:[^\n]*\n"#, options: .regularExpression),
                "\(file.path) has no stub for \(pair.childName)'s finished")
            try text.replacingCharacters(
                in: stub, with: "func \(lower)Finished() {\n        \(StyleMatrix.detachCall(of: pair))\n"
            ).write(to: file, atomically: true, encoding: .utf8)
            let handler = "func \(lower)Picked(_ value: String) {"
            if !(try String(contentsOf: file, encoding: .utf8)).contains(handler) { results.fail(pair, .outputs) }
        }

        let built = try await sandbox.swift(["build"])
        phase("swift build")
        #expect(built.status == 0, "\(built.output.suffix(6_000))")
        if built.status != 0 { for pair in StyleMatrix.pairs { results.fail(pair, .scaffold) } }
        try await checkOneDependencyTree(sandbox, results)
        let tested = try await sandbox.swift(["test"])
        phase("swift test")
        #expect(tested.status == 0, "\(tested.output.suffix(6_000))")
        checkGeneratedTests(tested.output, results)
        for pair in StyleMatrix.pairs { try await playFromAPipe(pair, sandbox, results) }
        phase("played from a pipe")
        try await playInARealTerminalUnderLoad(sandbox, results)
        phase("played in tmux under load")
        print("Matrix: " + phases.joined(separator: ", "))

        print(Self.matrix(results))
        for pair in StyleMatrix.pairs {
            #expect(results.failed[pair.childName] == nil, "\(pair): \(results.failed[pair.childName] ?? [])")
        }
        let manifestLines = RidesPackageTests.linesAdded(to: swiftPMManifest, in: userManifest)
        print("Matrix: \(manifestLines) lines added to SwiftPM's Package.swift; no other line typed but business logic")
        #expect(manifestLines <= 40)
    }

    /// One tree from the app's root through every style: one root, every RIB in it.
    func checkOneDependencyTree(_ sandbox: PackageSandbox, _ results: Results) async throws {
        var tree = ChildProcess.product("ribs", arguments: ["deps", "tree", "-s", "Matrix=Sources/Matrix"])
        tree.directory = sandbox.package
        let run = try await tree.run()
        let roots = run.output.split(separator: "\n").filter { $0.first?.isLetter == true }
        #expect(roots.map { String($0.prefix { $0 != " " }) } == ["App"], "\(run.allOutput)")
        for pair in StyleMatrix.pairs where roots.count != 1 || !run.output.contains(" \(pair.childName)") {
            results.fail(pair, .dependencies)
        }
    }

    /// Each parent's generated tests: its router test of each child (route, detach, the
    /// person's close, leaks), its worker in its tree, and each workflow's steps on the real tree.
    func checkGeneratedTests(_ output: String, _ results: Results) {
        for pair in StyleMatrix.pairs {
            if !output.contains("routesToAndDetaches\(pair.childName)() passed") { results.fail(pair, .tests) }
            if pair.child.hasView, !output.contains("theUserClosesAndReopens\(pair.childName)() passed") {
                results.fail(pair, .closing)
            }
            if !output.contains("theStepIn\(pair.parentName)GoesOnIn\(pair.childName)() passed") {
                results.fail(pair, .workflows)
            }
        }
        for parent in StyleMatrix.Style.allCases where !output.contains("\(parent.name)TickWorkerTests") {
            for pair in StyleMatrix.pairs where pair.parent == parent { results.fail(pair, .workers) }
        }
        #expect(!output.contains("✘"), "\(output.split(separator: "\n").filter { $0.contains("✘") }.prefix(20))")
    }

    /// The link opens the child over its parent; back closes it; back again does not close the
    /// launch RIB's screen; the link again, then `done`, which the parent hears; quit, no leak.
    func playFromAPipe(_ pair: Pair, _ sandbox: PackageSandbox, _ results: Results) async throws {
        let app = try InteractiveProcess(executable: sandbox.builtProduct("Matrix"), arguments: [pair.link])
        func screen(_ title: String, _ capability: StyleMatrix.Capability) async {
            if await app.read(untilLineStartingWith: "== \(title) ==", within: 60) == nil {
                results.fail(pair, capability)
            }
        }
        await screen(pair.top, .workflows)
        if pair.child.hasView {
            app.send("back")
            await screen(pair.below, .closing)
            app.send("back")
            if await app.read(untilLineStartingWith: "? nothing to go back to", within: 30) == nil {
                results.fail(pair, .closing)
            }
            app.send("open \(pair.link)")
            await screen(pair.top, .view)
        }
        if pair.child.hasOutputs {
            app.send("done")
            await screen(pair.below, .outputs)
        }
        app.send("quit")
        let end = await app.finish()
        if end.status != 0 || !end.output.contains("no leaks") {
            Issue.record("\(pair): \(end.output.suffix(2_000))")
            results.fail(pair, .tests)
        }
    }

    /// In tmux, with a core busy and the app stopped for a second and a half after each
    /// close: each child with a view is opened and closed with the back key (Escape), one app a
    /// parent; each app quits with no leak reported (issue 63's report came from this path, under
    /// load).
    func playInARealTerminalUnderLoad(_ sandbox: PackageSandbox, _ results: Results) async throws {
        guard TmuxSession.installed != nil else {
            Issue.record("tmux is not installed (.ci/run installs it): the real-terminal path is not checked")
            return
        }
        // The other core busy, as on a busy machine; CI's two cores do not pay for more.
        let load = try (0..<1).map { _ in
            try SpawnedProcess(
                executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "while :; do :; done"], directory: nil,
                environment: nil, mergingErrors: true)
        }
        defer { for process in load { process.kill() } }
        for parent in StyleMatrix.Style.allCases {
            let pairs = StyleMatrix.pairs.filter { $0.parent == parent && $0.child.hasView }
            try await play(pairs, inATerminal: sandbox.builtProduct("Matrix").path, results)
        }
    }

    /// One app in tmux: `pairs` opened and closed in turn, then quit.
    func play(_ pairs: [Pair], inATerminal app: String, _ results: Results) async throws {
        let session = try #require(TmuxSession())
        defer { session.endServer() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(session.name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (pid, errors, status) = (
            folder.appendingPathComponent("pid"), folder.appendingPathComponent("errors"),
            folder.appendingPathComponent("status")
        )
        try await session.start(
            "sh -c 'echo $$ > \(pid.path); exec \(app) 2> \(errors.path)'; echo $? > \(status.path); sleep 30")
        _ = try await session.waitForScreen(containing: "== Root ==", within: .seconds(60))
        for pair in pairs {
            try await session.send("open \(pair.link)", "Enter")
            guard try await session.waitForScreen(containing: "== \(pair.top) ==", within: .seconds(30)).found else {
                results.fail(pair, .view)
                continue
            }
            try await session.send("Escape")
            if try await !session.waitForScreen(containing: "== \(pair.below) ==", within: .seconds(30)).found {
                results.fail(pair, .closing)
            }
            // The app does not run for a second and a half while the closed child's leak check
            // waits: time it could not run does not count against the check.
            if let text = try? String(contentsOf: pid, encoding: .utf8), let process = Int32(text.trimmed) {
                kill(process, SIGSTOP)
                try await Task.sleep(for: .milliseconds(1_500))
                kill(process, SIGCONT)
            }
        }
        try await session.send("quit", "Enter")
        var code = ""
        for _ in 0..<600 where code.isEmpty {
            code = (try? String(contentsOf: status, encoding: .utf8))?.trimmed ?? ""
            try await Task.sleep(for: .milliseconds(50))
        }
        let reported = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let parent = pairs.first.map { "\($0.parent)" } ?? ""
        #expect(
            code == "0" && reported.contains("no leaks"), "\(parent): exit status \(code); standard error:\n\(reported)"
        )
        if code != "0" || !reported.contains("no leaks") {
            for pair in pairs { results.fail(pair, .closing) }
        }
    }

    /// The matrix: a row a parent, a column a child, each cell the capabilities that passed (✓)
    /// or the ones that failed.
    static func matrix(_ results: Results) -> String {
        let styles = StyleMatrix.Style.allCases
        var lines = [
            "style matrix (parent \\ child): "
                + StyleMatrix.Capability.allCases.map(\.rawValue).joined(separator: ", "),
            "| parent \\ child | " + styles.map(\.description).joined(separator: " | ") + " |",
            "| --- |" + String(repeating: " --- |", count: styles.count),
        ]
        for parent in styles {
            let cells = styles.map { child in
                let failed = results.failed[StyleMatrix.Pair(parent: parent, child: child).childName] ?? []
                return failed.isEmpty
                    ? "✓" : "✗ " + failed.map(\.rawValue).sorted().joined(separator: ", ")
            }
            lines.append("| \(parent) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
