import Foundation
import TestSupport
import Testing

/// `ribs deps` as a user and a script run it: the built binary. Errors go to standard error as
/// `file:line:column: error:` with exit status 1, and `generate` writes nothing then; the tree
/// prints as text, dot and JSON; the article's commands and the tree it shows are what the binary does.
@Suite struct RibsDepsCLITests {
    static let repository = Repository.root

    func ribs(_ arguments: [String], in directory: URL = Self.repository) async throws -> ChildProcessResult {
        var ribs = ChildProcess.product("ribs", arguments: arguments)
        ribs.directory = directory
        return try await ribs.run()
    }

    func module(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-deps-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent("App").appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static let tree = [
        "Root.swift": """
        import RIBs

        final class RootComponent: Component<EmptyDependency> {
            var name: String { "root" }
            var child: ChildBuilder { ChildBuilder(dependency: self) }
        }
        """,
        "Child.swift": """
        import RIBs

        @MainActor
        protocol ChildDependency: Dependency {
            var name: String { get }
            var missing: Int { get }
        }

        final class ChildComponent: Component<any ChildDependency> {}

        final class ChildBuilder: Builder<any ChildDependency> {}
        """,
    ]

    @Test func anErrorExitsWithStatus1AndGenerateWritesNothing() async throws {
        let folder = try module(Self.tree)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try await ribs(["deps", "check", "-s", "App"], in: folder)
        #expect(check.status == 1)
        #expect(
            check.errors
                == "App/Child.swift:6:9: error: Child needs missing: Int, which no component on the path Root → Child provides\n"
        )
        let output = folder.appendingPathComponent("Generated.swift")
        let generate = try await ribs(["deps", "generate", "-s", "App", "-d", output.path], in: folder)
        #expect(generate.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// Without `-s`, the package's module of RIBs, as `ribs new` finds it (a new user was asked
    /// for `-s` right after `ribs new` and `ribs attach` had found the module alone).
    @Test func withoutSourcesItReadsThePackagesModuleOfRIBs() async throws {
        let folder = try module(Self.tree)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("App"), to: folder.appendingPathComponent("Sources/App"))
        try """
        // swift-tools-version: 6.1
        import PackageDescription
        let package = Package(name: "Sandbox", targets: [.target(name: "App")])
        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let check = try await ribs(["deps", "check"], in: folder)
        #expect(check.status == 1)
        #expect(check.errors.contains("Child.swift:6:9: error: Child needs missing: Int"), "\(check.allOutput)")
        let outside = try await ribs(["deps", "check"], in: FileManager.default.temporaryDirectory)
        #expect(outside.status != 0)
        #expect(outside.errors.contains("Or give the module's source folder with -s DIR."), "\(outside.allOutput)")
        // Where the package has several modules of RIBs, it names them, and -s.
        let several = try await ribs(["deps", "generate", "-d", "Out.swift"])
        #expect(several.status == 1)
        #expect(several.errors.contains("which target?") && several.errors.contains("pass -s with the folder"))
    }

    @Test func theTreePrintsAsTextDotAndJSON() async throws {
        let folder = try module(
            Self.tree.mapValues { $0.replacingOccurrences(of: "    var missing: Int { get }\n", with: "") })
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try await ribs(["deps", "tree", "-s", "App"], in: folder)
        #expect(text.output == "Root  provides: name, child\n└── Child  requires: name ← Root\n", "\(text.allOutput)")
        let dot = try await ribs(["deps", "tree", "-s", "App", "--format", "dot"], in: folder)
        #expect(dot.output.hasPrefix("digraph RIBs {\n"))
        #expect(dot.output.contains("    \"RootComponent\" -> \"ChildComponent\";\n"))
        let json = try await ribs(["deps", "tree", "-s", "App", "--format", "json", "--root", "Root"], in: folder)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(json.allOutput)")
        #expect(document["roots"] as? [String] == ["RootComponent"])
        let components = try #require(document["components"] as? [[String: Any]])
        let child = try #require(components.first { $0["component"] as? String == "ChildComponent" })
        let requires = try #require(child["requires"] as? [[String: Any]])
        #expect(requires.first?["providedBy"] as? String == "RootComponent")
        let unknown = try await ribs(["deps", "tree", "-s", "App", "--root", "Nowhere"], in: folder)
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("--root Nowhere: no component named Nowhere or NowhereComponent."))
    }

    /// The ribs command article's deps block, command by command, from the repository's folder; and the tree
    /// it shows is the one the binary prints.
    @Test func readmesDepsCommandsWorkAndItsTreeIsTrue() async throws {
        let readme = try String(
            contentsOf: Self.repository.appendingPathComponent("Sources/RIBs/Documentation.docc/TheRibsCommand.md"),
            encoding: .utf8)
        let marker = "<!-- run by Tests/RibsCommandTests/RibsDepsCLITests.swift -->\n```sh\n"
        let start = try #require(readme.range(of: marker), "TheRibsCommand.md has no block marked \(marker)")
        let block = readme[start.upperBound...].components(separatedBy: "\n```")[0]
        let commands = block.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(commands.count >= 2)
        let prefix = "swift run --traits Tools ribs "
        for command in commands {
            #expect(command.hasPrefix(prefix), "«\(command)»")
            let run = try await ribs(command.dropFirst(prefix.count).split(separator: " ").map(String.init))
            #expect(run.status == 0, "\(command):\n\(run.allOutput)")
        }
        let treeMarker = "<!-- printed by: ribs deps tree -s TicTacToe=Examples/TicTacToe -->\n```\n"
        let treeStart = try #require(readme.range(of: treeMarker), "TheRibsCommand.md has no tree marked \(treeMarker)")
        let shown = readme[treeStart.upperBound...].components(separatedBy: "```")[0]
        let printed = try await ribs(["deps", "tree", "-s", "TicTacToe=Examples/TicTacToe"])
        #expect(printed.output == shown, "The article's tree is not what ribs deps tree prints:\n\(printed.output)")
    }
}
