import Foundation
import RIBsText
import TestSupport
import Testing

/// Where the real apps of issue 39 come from, and how their migration is measured.
enum RealApps {
    /// The folder of clones, from `RIBS_REAL_APPS` only: no folder of one machine is looked for.
    static let folder: URL? = ProcessInfo.processInfo.environment["RIBS_REAL_APPS"].map(URL.init(fileURLWithPath:))

    /// The clone of `app` (`owner+name`), if `RIBS_REAL_APPS` has it, or `RIBS_UNSEEN_APPS`.
    static func clone(_ app: String) -> URL? {
        guard let folder else { return nil }
        // An app never tuned to whose type-check is here too (GRIG-iOS) is cloned with the others.
        let places = [folder.appendingPathComponent(app)] + unseen.filter { $0.lastPathComponent == app }
        return places.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Apps the tool was never tuned to (issue 56): every `owner+name` folder of the folder
    /// `RIBS_UNSEEN_APPS` names, each checked as the spec's apps are, with no list to keep.
    static let unseen: [URL] = {
        guard let folder = ProcessInfo.processInfo.environment["RIBS_UNSEEN_APPS"] else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // A clone with no Swift file (a repository of notes) is no app to migrate.
        return names.filter { $0.contains("+") }.sorted().map {
            URL(fileURLWithPath: folder).appendingPathComponent($0)
        }.filter { ((try? swiftFiles(in: $0)) ?? [:]).isEmpty == false }
    }()

    static let noFolder: Comment =
        "needs clones of the apps: RIBS_REAL_APPS=<folder> Scripts/end-to-end.sh RealAppMigrationTests, each app cloned as <folder>/owner+name (git clone https://github.com/owner/name); GRIG-iOS's may be in RIBS_UNSEEN_APPS's folder instead"

    static func missing(_ app: String) -> String {
        let name = app.replacingOccurrences(of: "+", with: "/")
        return "needs a clone of \(name) in the folder RIBS_REAL_APPS names (or RIBS_UNSEEN_APPS's): "
            + "git clone https://github.com/\(name) <folder>/\(app); "
            + "RIBS_REAL_APPS=<folder> Scripts/end-to-end.sh RealAppMigrationTests"
    }

    /// Copies the Swift files of `clone` (not its `.git`, nor anything hidden) to `destination`.
    static func copySources(of clone: URL, to destination: URL) throws {
        for (path, text) in try swiftFiles(in: clone) {
            let target = destination.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target)
        }
    }

    /// The Swift files under `folder` (relative path → text), hidden folders left out.
    static func swiftFiles(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            let data = try Data(contentsOf: folder.appendingPathComponent(relative))
            files[relative] = String(decoding: data, as: UTF8.self)
        }
        return files
    }

    /// The files of a RIB: interactors, routers, builders, components, workflows, workers,
    /// presenters and their interfaces, by the names Uber's templates give them
    /// (`TasksInteractor.swift`, `RootComponent+Tasks.swift`); tests, mocks and stubs are not:
    /// a file named so (`TasksInteractorTests`, `TasksRoutingMock`) or in a folder of them
    /// (`AppTests`, `Mocks`). An app's own name is no test's (HoldFast88's `RIBsTest`, the app
    /// `mock-up-ribs`: until 2026-12-07 any path with "test" or "mock" in it counted none).
    static func isRIBFile(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        if isTestSupport(name: name, folders: path.split(separator: "/").dropLast().map(String.init)) { return false }
        // A committed `Pods` or `Carthage` folder holds the dependencies (Uber's RIBs itself),
        // as does a copy of Uber's RIBs' `RIBs/Classes`, which `ribs migrate .` skips: not the
        // app's RIBs.
        let folders = path.split(separator: "/").map(String.init)
        if folders.contains(where: { $0 == "Pods" || $0 == "Carthage" })
            || zip(folders, folders.dropFirst()).contains(where: { $0 == "RIBs" && $1 == "Classes" })
        {
            return false
        }
        return name.split(separator: "+").contains { part in ribSuffixes.contains { part.hasSuffix($0) } }
    }

    /// Whether a file is a test's, a mock's or a stub's, by its name or its folders'.
    static func isTestSupport(name: String, folders: [String]) -> Bool {
        let doubles = ["Test", "Mock", "Stub", "Spy", "Fake"]
        if doubles.contains(where: { name.contains($0) || name.lowercased().hasPrefix($0.lowercased()) }) {
            return true
        }
        let testFolders: Set = ["test", "mock", "mocks", "stub", "stubs", "testing", "testsupport", "fakes"]
        return folders.contains { folder in
            let lowered = folder.lowercased()
            return testFolders.contains(lowered) || lowered.hasSuffix("tests")
        }
    }

    static let ribSuffixes = [
        "Interactor", "Router", "Builder", "Component", "Workflow", "Worker", "Presenter", "Routing", "Listener",
        "Interactable", "ActionableItem", "Dependency", "Buildable",
    ]

    /// The lines the tool named, by file: `path:line:column: warning|error: …` on its standard
    /// error (notes too), with the `./` of a target given as `.` taken off. A file named with an
    /// error, or by a warning on a construct "whose Rx is left as it is" (a ReactorKit reactor, a
    /// file on RxCocoa's traits), was left as it was, whole: every line of it counts as named. (A
    /// note that one call "is left as it is" names that line only.)
    static func namedLines(in errors: String) -> [String: Set<Int>] {
        var named: [String: Set<Int>] = [:]
        for line in errors.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            let kinds = [" warning", " error", " note"]
            guard parts.count == 5, let number = Int(parts[1]), kinds.contains(where: parts[3].hasPrefix) else {
                continue
            }
            var path = String(parts[0])
            if path.hasPrefix("./") { path.removeFirst(2) }
            if parts[3].hasPrefix(" error") || parts[4].contains("whose Rx is left as it is") {
                named[path, default: []].formUnion(1...100_000)
            } else {
                named[path, default: []].insert(number)
            }
        }
        return named
    }

    /// Issue 39's measure over an app's RIB files.
    struct Count {
        var ribFiles = 0
        /// Lines of the original that use Rx.
        var rxLines = 0
        /// Of those, lines the migration left exactly as they were and that still use what
        /// swift-ribs does not have.
        var left = 0
        /// Of those, the ones the tool did not name at their line: `path:line: text`.
        var silent: [String] = []
        /// Every line left: `path:line: text`.
        var leftLines: [String] = []

        var percentLeft: String {
            rxLines == 0 ? "0%" : "\((left * 1_000 / rxLines + 5) / 10)%"
        }

        mutating func add(original: String, migrated: String, named: Set<Int>, path: String) {
            ribFiles += 1
            let rx = Set(RxLines.lines(in: original))
            rxLines += rx.count
            // A reactor left on ReactorKit whole, or a file the tool names as left whole (one on
            // RxCocoa's traits), keeps Rx's streams: there a spelling Rx shares with swift-ribs
            // (`.just`, `.do(onNext:)`) is still Rx's, as a reader counts it.
            let keptWhole =
                named.contains(100_000)
                || migrated.split(separator: "\n").contains {
                    $0.trimmingCharacters(in: .whitespaces).hasSuffix("import ReactorKit")
                }
            let stillRx = Set(RxLines.lines(in: migrated, onlyRxOnly: !keptWhole))
            let oldLines = original.split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = migrated.split(separator: "\n", omittingEmptySubsequences: false)
            for edit in LineEdits.script(from: oldLines, to: newLines) {
                guard case .same(let old, let new) = edit, rx.contains(old + 1), stillRx.contains(new + 1) else {
                    continue
                }
                left += 1
                leftLines.append("\(path):\(new + 1): \(newLines[new].trimmingCharacters(in: .whitespaces))")
                if !named.contains(new + 1) {
                    silent.append("\(path):\(new + 1): \(newLines[new].trimmingCharacters(in: .whitespaces))")
                }
            }
        }
    }
}
