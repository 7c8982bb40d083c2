import Foundation
import TestSupport
import Testing

/// Issue 39's public spec, five real apps built on Uber's RIBs and RxSwift that nobody here wrote,
/// and three more (mash-up-kr/MOIT-iOS, ElonPark/RIBsReactorKit, eunjin3786/SimpleMemo-RIBs),
/// migrated by `ribs migrate .` as a team would, from a copy of each clone. None of their code is
/// in this repository: the clones come from the folder `RIBS_REAL_APPS` names (each app in a
/// folder `owner+name`, as the search tool's fetch names them), and each test says it is skipped,
/// with the command that runs it, when that folder or the app is missing.
///
/// For each app it checks that the dry run's diff applies with `git apply` and gives what the run
/// writes, that every file it writes parses (the tool checks; a file it could not is named), that
/// every Rx line left in a RIB file is named by the tool at its line, and it prints the app's row
/// of README's table.
@Suite(.serialized, .endToEnd, .enabled(if: RealApps.folder != nil || !RealApps.unseen.isEmpty, RealApps.noFolder))
struct RealAppMigrationTests {
    static let apps = [
        "dev4jam+ToDo", "RIBsTodo+RIBsTodo", "ElonPark+MiniSuperApp", "interactord+Modoo", "f-lab-edu+iTime",
        // Beyond the issue's five: a Tuist app with workflows and a design system, an app whose
        // interactors are ReactorKit reactors with Needle components, and one that commits its
        // `Pods` (Uber's RIBs and RxSwift among them), which the tool must leave alone.
        "mash-up-kr+MOIT-iOS", "ElonPark+RIBsReactorKit", "eunjin3786+SimpleMemo-RIBs",
    ]

    @Test(.enabled(if: RealApps.folder != nil, RealApps.noFolder), arguments: apps)
    func theAppMigratesWithNothingLeftInSilence(_ app: String) async throws {
        guard let source = RealApps.clone(app) else {
            // Asked for the real apps (RIBS_REAL_APPS is set), a missing one is a failure, not a pass.
            Issue.record(Comment(rawValue: RealApps.missing(app)))
            return
        }
        try await Self.check(app, from: source)
    }

    /// The same checks on apps nobody here has seen: every folder of `RIBS_UNSEEN_APPS`.
    @Test(
        .enabled(if: !RealApps.unseen.isEmpty, "needs RIBS_UNSEEN_APPS=<folder of owner+name clones>"),
        arguments: RealApps.unseen)
    func anUnseenAppMigratesWithNothingLeftInSilence(_ source: URL) async throws {
        try await Self.check(source.lastPathComponent, from: source)
    }

    private static func check(_ app: String, from source: URL) async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let migrated = work.appendingPathComponent("migrated")
        let patched = work.appendingPathComponent("patched")
        try RealApps.copySources(of: source, to: migrated)
        try RealApps.copySources(of: source, to: patched)
        let originals = try RealApps.swiftFiles(in: migrated)

        var dryRun = ChildProcess.product("ribs", arguments: ["migrate", ".", "--dry-run"])
        dryRun.directory = patched
        let diff = try await dryRun.run()
        #expect(diff.status == 0, "\(diff.errors.suffix(3_000))")
        let clock = ContinuousClock()
        let started = clock.now
        var run = ChildProcess.product("ribs", arguments: ["migrate", "."])
        run.directory = migrated
        let migration = try await run.run()
        let took = started.duration(to: clock.now)
        #expect(migration.status == 0, "\(migration.allOutput.suffix(3_000))")

        // The dry run's diff applies, and gives exactly what the run wrote.
        let patch = work.appendingPathComponent("migrate.patch")
        try Data(diff.output.utf8).write(to: patch)
        var apply = ChildProcess.tool("git", arguments: ["apply", patch.path])
        apply.directory = patched
        let applied = try await apply.run()
        #expect(applied.status == 0, "git apply refused the dry run's diff: \(applied.allOutput.prefix(2_000))")
        let after = try RealApps.swiftFiles(in: migrated)
        #expect(try RealApps.swiftFiles(in: patched) == after, "the dry run's diff does not give what the run wrote")

        // Every Rx line of a RIB file is rewritten, or named by the tool at its line.
        let named = RealApps.namedLines(in: migration.errors)
        var count = RealApps.Count()
        for (path, original) in originals where RealApps.isRIBFile(path) {
            count.add(original: original, migrated: after[path] ?? original, named: named[path] ?? [], path: path)
        }
        #expect(
            count.silent.isEmpty,
            "\(app): Rx lines left in silence:\n\(count.silent.prefix(40).joined(separator: "\n"))")
        if let report = ProcessInfo.processInfo.environment["RIBS_REAL_APPS_LEFT"] {
            try (count.leftLines.joined(separator: "\n") + "\n").write(
                toFile: "\(report)/\(app).txt", atomically: true, encoding: .utf8)
        }
        // No statement of a file the tool touched, a view or not, mixes a rewritten stream with
        // RxCocoa.
        let views = originals.keys.filter(RealAppViewFiles.isViewFile)
        let touched = views.filter { after[$0] != originals[$0] }
        let mixed = originals.keys.filter { after[$0] != originals[$0] }.sorted().flatMap { path in
            RealAppViewFiles.mixedStatements(in: after[path] ?? "").map { "\(path):\($0)" }
        }
        #expect(
            mixed.isEmpty,
            "\(app): statements that mix a rewritten stream with RxCocoa:\n\(mixed.joined(separator: "\n"))")
        // No use of a name in one file contradicts its declaration in another.
        let contradictions = RealAppCrossFileTypes.mismatches(
            in: after.filter { !$0.key.split(separator: "/").contains("Pods") })
        #expect(
            contradictions.isEmpty,
            "\(app): uses that contradict their declaration in another file:\n\(contradictions.joined(separator: "\n"))"
        )
        let summary = migration.output.split(separator: "\n").last.map(String.init) ?? ""
        print(
            "\(app): \(count.ribFiles) RIB files, \(count.rxLines) Rx lines, \(count.left) left as they were "
                + "(\(count.percentLeft)), \(count.silent.count) of them in silence; \(views.count) view files, "
                + "\(touched.count) touched, \(mixed.count) statements mixing; \(originals.count) Swift files "
                + "migrated in \(took); \(summary)")
    }
}
