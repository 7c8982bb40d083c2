import Foundation
import TestSupport
import Testing

/// Issue 39, point 2: each real app's non-UI code, after `ribs migrate .` over the whole app,
/// type-checks in Swift 6 against swift-ribs, with its view controllers and the libraries it
/// calls replaced by stand-ins (``RealAppTypeCheck``), and the lines a person still changes by
/// hand counted. Reads the clones from `RIBS_REAL_APPS`, as ``RealAppMigrationTests`` does.
@Suite(.serialized, .endToEnd, .enabled(if: RealApps.folder != nil, RealApps.noFolder))
struct RealAppTypeCheckTests {
    @Test(arguments: RealAppTypeCheck.all.keys.sorted())
    func theAppsNonUICodeTypeChecksInSwift6AfterRibsMigrate(_ app: String) async throws {
        let check = try #require(RealAppTypeCheck.all[app])
        guard let source = RealApps.clone(app) else {
            // Asked for the real apps (RIBS_REAL_APPS is set), a missing one is a failure, not a pass.
            Issue.record(Comment(rawValue: RealApps.missing(app)))
            return
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try RealApps.copySources(of: source, to: work)
        var run = ChildProcess.product("ribs", arguments: ["migrate", "."])
        run.directory = work
        let migration = try await run.run()
        try #require(migration.status == 0, "\(migration.allOutput.suffix(3_000))")

        let sandbox = try PackageSandbox("RealApp-\(app)", fixture: "RealApps/\(app)")
        // `RIBS_KEEP_SANDBOX=1` keeps the package, to build it again by hand.
        defer { if ProcessInfo.processInfo.environment["RIBS_KEEP_SANDBOX"] == nil { sandbox.remove() } }
        let fileManager = FileManager.default
        let uiKit = sandbox.package.appendingPathComponent("StandIns/UIKit")
        try fileManager.createDirectory(at: uiKit, withIntermediateDirectories: true)
        try fileManager.copyItem(
            at: PackageSandbox.fixtures.appendingPathComponent("RealApps/UIKit/UIKit.swift"),
            to: uiKit.appendingPathComponent("UIKit.swift"))
        let manifest = try String(
            contentsOf: sandbox.package.appendingPathComponent("Package.swift"), encoding: .utf8)
        let modules = Self.targetNames(in: manifest).union(["Foundation", "RIBs"])

        var uiFiles: [String] = []
        for (path, text) in try RealApps.swiftFiles(in: work)
        where check.folders.contains(where: { path.hasPrefix($0 + "/") }) {
            let target = sandbox.package.appendingPathComponent(path)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if check.isUIFile(path) {
                uiFiles.append(path)
                // The app's entry point would make its module an executable, which tests
                // cannot link: it goes, as UIKit's `UIApplicationMain` would not run here.
                guard !path.hasSuffix("/main.swift") else { continue }
                try RealAppTypeCheck.keepingProtocols(text, importing: modules)
                    .write(to: target, atomically: true, encoding: .utf8)
            } else {
                try Data(text.utf8).write(to: target)
            }
        }
        for edit in check.handEdits { try edit.apply(in: sandbox.package) }

        let build = try await sandbox.swiftAllowingWarnings(["build"])
        let errors = build.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            build.status == 0,
            "\(app) does not type-check after ribs migrate (\(Set(errors).count) errors):\n\(build.output.suffix(8_000))"
        )

        // The lines the tool changed in the files type-checked here (`migrated ./X.swift (N lines)`).
        let changed = migration.allOutput.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("migrated ./"), let open = line.lastIndex(of: "(") else { return nil }
            let path = line.dropFirst("migrated ./".count).prefix { $0 != " " }
            guard check.folders.contains(where: { path.hasPrefix($0 + "/") }),
                !uiFiles.contains(String(path))
            else { return nil }
            return Int(line[line.index(after: open)...].prefix { $0.isNumber })
        }.reduce(0, +)
        #expect(changed > 0, "the count of lines the tool changed looks wrong")
        let warnings = Set(build.output.split(separator: "\n").filter { $0.contains(": warning: ") }).count
        if build.status == 0, let tests = check.ownTests {
            try await runOwnTests(tests, of: app, migrated: work, in: sandbox)
        }
        print(
            "\(app): type-checks in Swift 6: \(build.status == 0 ? "yes" : "no, \(Set(errors).count) errors"); "
                + "non-UI lines changed by the tool: \(changed); left to a person: \(check.linesLeftToAPerson) "
                + "(\(check.handEdits.count) edits); \(uiFiles.count) UI files replaced by stand-ins; "
                + "\(warnings) warnings")
    }

    /// Issue 39's behaviour check: the app's own tests, migrated with it, run against the
    /// migrated code in the same package, and every one passes.
    private func runOwnTests(
        _ tests: RealAppTypeCheck.OwnTests, of app: String, migrated work: URL, in sandbox: PackageSandbox
    ) async throws {
        for (path, text) in try RealApps.swiftFiles(in: work)
        where tests.folders.contains(where: { path.hasPrefix($0 + "/") })
            && !tests.excluded.contains(where: { path.contains($0) })
        {
            let target = sandbox.package.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target)
        }
        // The app's manifest, with the Tools trait (for RIBsMockPlugin) and the test targets.
        let manifest = sandbox.package.appendingPathComponent("Package.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        let targets = try String(
            contentsOf: PackageSandbox.fixtures.appendingPathComponent("RealApps/\(app)/TestTargets.swift.txt"),
            encoding: .utf8)
        text = text.replacingOccurrences(
            of: ".package(path: \"../swift-ribs\")",
            with: ([".package(path: \"../swift-ribs\", traits: [\"Tools\"])"] + tests.packages).joined(separator: ", "))
        guard let end = text.range(of: "    ]\n)", options: .backwards) else { throw CocoaError(.fileReadCorruptFile) }
        text.replaceSubrange(end.lowerBound..<end.lowerBound, with: targets)
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        for edit in tests.handEdits { try edit.apply(in: sandbox.package) }
        let run = try await sandbox.swiftAllowingWarnings(tests.runner.map { ["run", $0] } ?? ["test"])
        let executed = "Executed \(tests.count) tests, with 0 failures"
        #expect(
            run.status == 0 && run.output.contains(executed),
            "\(app)'s own tests do not all pass after ribs migrate (expected «\(executed)»):\n\(run.output.suffix(8_000))"
        )
        let lines = tests.handEdits.reduce(0) { $0 + max($1.typedLines, 1) }
        print(
            "\(app): its own tests after ribs migrate: \(run.output.contains(executed) ? "\(tests.count) of \(tests.count) pass" : "failing"); "
                + "left to a person in them: \(lines) lines (\(tests.handEdits.count) edits)")
    }

    /// Every `name: "…"` of a manifest: its targets' (and the package's, which no file imports).
    static func targetNames(in manifest: String) -> Set<String> {
        Set(manifest.components(separatedBy: "name: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
    }
}
