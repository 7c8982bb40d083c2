import Foundation
import TestSupport
import Testing

/// `ribs deps generate --cache-dir`, as RIBsDepsPlugin runs it on every build (issue 41): after
/// each kind of edit, the output is what a run without the cache writes; an edit that changes no
/// declaration `ribs deps` reads leaves the output as it was written, untouched.
@Suite struct RibsDepsCacheCLITests {
    let scratch = ScratchFolder("ribs-deps-cache")
    var directory: URL { scratch.directory }

    static let root = """
        import RIBs

        final class RootComponent: Component<EmptyDependency> {
            var name: String { "root" }
            var score: Int { 1 }
            var child: ChildBuilder { ChildBuilder(dependency: self) }
        }
        """
    static let child = """
        import RIBs

        @MainActor
        protocol ChildDependency: Dependency, ChildPassThrough {
            var name: String { get }
        }

        final class ChildBuilder: Builder<any ChildDependency> {}
        """
    static let grandchild = """
        import RIBs

        final class ChildComponent: Component<any ChildDependency> {
            var grandchild: GrandchildBuilder { GrandchildBuilder(dependency: self) }
        }

        @MainActor
        protocol GrandchildDependency: Dependency {
            var score: Int { get }
        }

        final class GrandchildBuilder: Builder<any GrandchildDependency> {}
        """

    enum Edit: String, CaseIterable {
        /// A function's body: nothing `ribs deps` reads.
        case body
        case requirementAdded
        case fileRenamed
        case fileDeleted
        /// A dependency protocol cut from one file and pasted into another.
        case protocolMoved
        /// `ribs` built again: here another copy of it, which is another tool to the cache.
        case toolUpgraded
    }

    func run(cached: Bool, to name: String, ribs executable: URL? = nil) async throws -> (ChildProcessResult, String) {
        let destination = directory.appendingPathComponent(name).path
        var arguments = [
            "deps", "generate", "-s", "App=" + directory.appendingPathComponent("App").path, "-d", destination,
        ]
        if cached { arguments += ["--cache-dir", directory.appendingPathComponent("cache").path] }
        var process = ChildProcess.product("ribs", arguments: arguments)
        if let executable { process.executable = executable }
        let result = try await process.run()
        return (result, (try? String(contentsOfFile: destination, encoding: .utf8)) ?? "")
    }

    func modified(_ name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.modificationDate]
            as? Date
    }

    @Test(arguments: Edit.allCases)
    func afterEachEditTheOutputIsACleanRuns(edit: Edit) async throws {
        try scratch.write(Self.root + "\nfunc helper() -> Int { 1 }\n", to: "App/Root.swift")
        try scratch.write(Self.child, to: "App/Child.swift")
        try scratch.write(Self.grandchild, to: "App/Grandchild.swift")
        let (first, firstText) = try await run(cached: true, to: "Generated.swift")
        try #require(first.status == 0, "\(first.allOutput)")
        #expect(firstText.contains("GrandchildPassThrough") || firstText.contains("score"), "\(firstText)")
        let written = try modified("Generated.swift")
        let files = FileManager.default
        let app = directory.appendingPathComponent("App")
        var executable: URL?
        switch edit {
        case .body:
            try scratch.write(Self.root + "\nfunc helper() -> Int { 2 + 3 }\n", to: "App/Root.swift")
        case .requirementAdded:
            try scratch.write(
                Self.child.replacingOccurrences(
                    of: "var name: String { get }", with: "var name: String { get }\n    var score: Int { get }"),
                to: "App/Child.swift")
        case .fileRenamed:
            try files.moveItem(
                at: app.appendingPathComponent("Child.swift"), to: app.appendingPathComponent("Kid.swift"))
        case .fileDeleted:
            try files.removeItem(at: app.appendingPathComponent("Grandchild.swift"))
        case .protocolMoved:
            let moved = "@MainActor\nprotocol GrandchildDependency: Dependency {\n    var score: Int { get }\n}\n"
            try scratch.write(Self.grandchild.replacingOccurrences(of: moved, with: ""), to: "App/Grandchild.swift")
            try scratch.write(Self.child + "\n" + moved, to: "App/Child.swift")
        case .toolUpgraded:
            let copy = directory.appendingPathComponent("upgraded/ribs")
            try files.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.copyItem(at: ChildProcess.builtProducts.appendingPathComponent("ribs"), to: copy)
            executable = copy
        }
        let pack = directory.appendingPathComponent("cache/entries.pack")
        let packBefore = try Data(contentsOf: pack)
        let (second, secondText) = try await run(cached: true, to: "Generated.swift", ribs: executable)
        let (clean, cleanText) = try await run(cached: false, to: "Clean.swift")
        #expect(second.status == clean.status, "\(second.allOutput)\n\(clean.allOutput)")
        #expect(second.errors == clean.errors)
        #expect(secondText == cleanText, "the cached run's output is a clean run's")
        // Only an edit of nothing ribs deps reads reuses the run before; every other one runs.
        #expect(second.output.contains("kept: no declaration changed") == (edit == .body), "\(second.output)")
        if edit == .body { #expect(try modified("Generated.swift") == written) }
        if edit == .toolUpgraded {
            // The same files, the same results: only the entries' keys, which name the tool, differ.
            #expect(try Data(contentsOf: pack) != packBefore, "an upgraded ribs reads no entry an earlier one wrote")
        }
    }
}
