import Foundation
import Testing

@testable import RIBsDependencyGraph
@testable import RIBsDeps
@testable import RIBsSource

/// `ribs deps generate` as a value the command only prints: an error writes nothing, and a run
/// through the cache after nothing changed says the kept run again and leaves the file.
@Suite struct DepsJobTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "ribs-deps-job-\(UUID().uuidString)")

    static let root = DepsGenerator.Source(
        path: "/App/Root.swift",
        text: """
            final class RootComponent: Component<EmptyDependency> {
                var childBuilder: ChildBuilder { ChildBuilder(dependency: self) }
            }
            """, module: "App")

    @Test func anErrorWritesNothingAndFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let child = DepsGenerator.Source(
            path: "/App/Child.swift",
            text: """
                protocol ChildDependency: Dependency { var missing: Int { get } }
                final class ChildBuilder: Builder<any ChildDependency> {}
                """, module: "App")
        let destination = folder.appending(path: "Deps.swift").path
        let report = try DepsJob(module: "App", destination: destination).run(files: [Self.root, child])
        #expect(report.failed)
        #expect(report.summary == nil)
        #expect(
            report.diagnostics.map(\.description).contains {
                $0.hasPrefix("/App/Child.swift:") && $0.contains(": error: ")
            }, "\(report)")
        #expect(!FileManager.default.fileExists(atPath: destination))
    }

    @Test func aCachedRunAfterNoChangeSaysTheKeptRunAndLeavesTheFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let child = DepsGenerator.Source(
            path: "/App/Child.swift",
            text: """
                protocol ChildDependency: Dependency {}
                final class ChildBuilder: Builder<any ChildDependency> {}
                """, module: "App")
        let destination = folder.appending(path: "Deps.swift").path
        var job = DepsJob(module: "App", destination: destination)
        job.cache = ParseCache<DepsSource>(folder: folder.appending(path: "cache"), settings: "deps", toolIdentity: "t")
        let first = try job.run(files: [Self.root, child])
        #expect(!first.failed && first.summary == "ribs deps: \(destination) written", "\(first)")
        let second = try job.run(files: [Self.root, child])
        #expect(second.summary == "ribs deps: \(destination) unchanged (kept: no declaration changed)")
        #expect(second.diagnostics == first.diagnostics)
    }

    /// A line added above the declarations moves them and changes nothing generated: the run
    /// before is kept, and its file is a clean run's.
    @Test func aRunWhoseDeclarationsOnlyMovedKeepsTheFileOfTheRunBefore() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let child = DepsGenerator.Source(
            path: "/App/Child.swift",
            text: """
                protocol ChildDependency: Dependency { var name: String { get } }
                final class ChildBuilder: Builder<any ChildDependency> {}
                """, module: "App")
        let root = DepsGenerator.Source(
            path: "/App/Root.swift",
            text: Self.root.text.replacingOccurrences(of: "{\n", with: "{\n    var name: String { \"r\" }\n"),
            module: "App")
        let destination = folder.appending(path: "Deps.swift").path
        // Each run with a cache of its own, as each process of the plugin makes one.
        _ = try Self.job(destination, cachedIn: folder).run(files: [root, child])
        // A run that keeps the run before by its exact key keeps the key lines aside too.
        let same = try Self.job(destination, cachedIn: folder).run(files: [root, child])
        #expect(same.summary == "ribs deps: \(destination) unchanged (kept: no declaration changed)", "\(same)")
        var moved = child
        moved.text = "// A comment.\n\n" + child.text
        let again = try Self.job(destination, cachedIn: folder).run(files: [root, moved])
        #expect(again.summary == "ribs deps: \(destination) unchanged (kept: no declaration changed)", "\(again)")
        let clean = folder.appending(path: "Clean.swift").path
        _ = try DepsJob(module: "App", destination: clean).run(files: [root, moved])
        #expect(
            try String(contentsOfFile: destination, encoding: .utf8) == String(contentsOfFile: clean, encoding: .utf8))
    }

    /// A run that said something is not kept for moved declarations: its lines would be wrong.
    @Test func aRunWithADiagnosticRunsAgainWhenItsDeclarationsMove() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let orphan = DepsGenerator.Source(
            path: "/App/Orphan.swift",
            text: """
                protocol OrphanDependency: Dependency {}
                final class OrphanComponent: Component<any OrphanDependency> {}
                final class OrphanBuilder: Builder<any OrphanDependency> {}
                """, module: "App")
        let destination = folder.appending(path: "Deps.swift").path
        let first = try Self.job(destination, cachedIn: folder).run(files: [Self.root, orphan])
        #expect(
            first.diagnostics.contains { $0.location?.file == "/App/Orphan.swift" && $0.location?.line == 2 },
            "\(first)")
        var moved = orphan
        moved.text = "\n\n" + orphan.text
        let again = try Self.job(destination, cachedIn: folder).run(files: [Self.root, moved])
        #expect(
            again.diagnostics.contains { $0.location?.file == "/App/Orphan.swift" && $0.location?.line == 4 },
            "\(again)")
        #expect(!again.diagnostics.contains { $0.location?.file == "/App/Orphan.swift" && $0.location?.line == 2 })
    }

    /// A job writing `destination` with a new cache in `folder`, as `ribs deps generate --cache-dir` makes.
    static func job(_ destination: String, cachedIn folder: URL) -> DepsJob {
        var job = DepsJob(module: "App", destination: destination)
        job.cache = ParseCache<DepsSource>(
            folder: folder.appending(path: "cache"), settings: "deps", toolIdentity: "t", keepingLinesAside: true)
        return job
    }
}
