import Foundation
import RIBsGenerators
import Testing

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
            report.diagnostics.contains { $0.hasPrefix("/App/Child.swift:") && $0.contains(": error: ") }, "\(report)")
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
}
