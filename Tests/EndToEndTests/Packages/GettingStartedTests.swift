import Foundation
import TestSupport
import Testing

/// The article *Getting started*, followed as written: its shell blocks run line by line (`cd`
/// included, `swift package … ribs` through SwiftPM and the command plugin, as a reader runs
/// it), its manifest becomes the package's `Package.swift`, the test it shows is written where it
/// says, and every `swift test` it asks for passes.
@Suite(.endToEnd) struct GettingStartedTests {
    static let article = PackageSandbox.repository.appendingPathComponent(
        "Sources/RIBs/Documentation.docc/GettingStarted.md")

    enum Block {
        case shell([String])
        case file(path: String, text: String)
    }

    /// The blocks after "Your first RIB", in order.
    static func blocks() throws -> [Block] {
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Your first RIB").dropFirst().first)
        var blocks: [Block] = []
        var marker = ""
        var lines = section.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            if line.hasPrefix("<!--") { marker = line }
            guard line.hasPrefix("```sh") || line.hasPrefix("```swift") else { continue }
            let body = Array(lines.prefix { !$0.hasPrefix("```") })
            lines = lines.dropFirst(body.count + 1)
            if line.hasPrefix("```sh") {
                blocks.append(.shell(body))
            } else if marker.contains("package manifest") {
                blocks.append(.file(path: "Package.swift", text: body.joined(separator: "\n") + "\n"))
            } else if let path = marker.components(separatedBy: "written to ").dropFirst().first?
                .components(separatedBy: " ").first
            {
                blocks.append(.file(path: path, text: body.joined(separator: "\n") + "\n"))
            }
        }
        return blocks
    }

    @Test func theArticleWorksAsWritten() async throws {
        // The one sandbox whose plugins build `ribs` as a user's do: the others run this package's.
        let sandbox = try PackageSandbox("Greeter", fixture: nil, tool: .builtFromSource)
        defer { sandbox.remove() }
        var directory = sandbox.folder
        var toolRuns: [String] = []
        var testRuns: [String] = []
        for block in try Self.blocks() {
            switch block {
            case .file(let path, let text):
                let file = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            case .shell(let lines):
                for line in lines {
                    let words = line.split(separator: " ").map(String.init)
                    switch words.first {
                    case "mkdir":
                        for path in words.dropFirst(2) {
                            try FileManager.default.createDirectory(
                                at: directory.appendingPathComponent(path), withIntermediateDirectories: true)
                        }
                    case "cd":
                        directory = directory.appendingPathComponent(words[1])
                    case "swift" where words.starts(with: ["swift", "package"]) && words.contains("ribs"):
                        let run = try await sandbox.swift(Array(words.dropFirst()), in: directory)
                        try #require(run.status == 0, "\(line):\n\(run.output.suffix(4_000))")
                        toolRuns.append(run.output)
                    case "swift" where words == ["swift", "test"]:
                        let run = try await sandbox.swift(["test"], in: directory)
                        try #require(run.status == 0, "\(line):\n\(run.output.suffix(4_000))")
                        testRuns.append(run.output)
                    default:
                        Issue.record("GettingStarted.md runs a command this test does not know: \(line)")
                    }
                }
            }
        }
        #expect(toolRuns.count == 1)
        #expect(toolRuns.first?.contains("created Sources/Greeter/Greeting/GreetingBuilder.swift") == true)
        // The plugins' build of the tool is the command's: the tests built none of it again.
        #expect(testRuns.first.map { !$0.contains("Compiling SwiftSyntax") } == true, "\(testRuns.first ?? "")")
        #expect(testRuns.count == 2)
        #expect(testRuns.first?.contains("GreetingInteractorTests") == true)
        #expect(testRuns.last?.contains("Test greetingIsBuiltAttachedAndActive() passed") == true)
        try await theReleaseInstallTakesThePluginsWork(in: sandbox, at: directory)
    }

    /// Whether `ribs install` makes its release build here: `RIBS_RELEASE_INSTALL=1`, as
    /// CONTRIBUTING.md runs it. Otherwise (CI) it installs the debug `ribs` the plugins built
    /// (`RIBS_INSTALL_CONFIGURATION=debug`) through every other step: the release build of
    /// swift-syntax alone takes 20 minutes of CPU on two cores, a third of CI's.
    static let releaseBuild = ProcessInfo.processInfo.environment["RIBS_RELEASE_INSTALL"] == "1"

    /// The ribs command article's `ribs install` (issue 41), in the package the article made: a
    /// release `ribs` built in its build folder, which the mock plugin's next run hands its work
    /// to, saying so; the tests pass on what it generated.
    func theReleaseInstallTakesThePluginsWork(in sandbox: PackageSandbox, at directory: URL) async throws {
        let install = try await sandbox.swift(
            ["package", "--allow-writing-to-package-directory", "ribs", "install"], in: directory,
            environment: Self.releaseBuild ? [:] : ["RIBS_INSTALL_CONFIGURATION": "debug"])
        #expect(
            install.output.contains(
                Self.releaseBuild ? "Building ribs in release" : "Installing the debug ribs the plugins built"),
            "\(install.output.suffix(2_000))")
        try #require(install.status == 0, "ribs install:\n\(install.output.suffix(4_000))")
        let installed = sandbox.scratch(for: directory).appendingPathComponent("ribs-tool/ribs")
        #expect(
            install.output.contains("Installed a release ribs at \(installed.path)."), "\(install.output.suffix(2_000))"
        )
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        // An edit, so the plugin runs again.
        let source = directory.appendingPathComponent("Sources/Greeter/Greeting/GreetingInteractor.swift")
        try (String(contentsOf: source, encoding: .utf8) + "\n// edited\n").write(
            to: source, atomically: true, encoding: .utf8)
        let run = try await sandbox.swift(["test"], in: directory)
        #expect(run.status == 0, "\(run.output.suffix(4_000))")
        #expect(
            run.output.contains("note: the release ribs installed at \(installed.path) runs"),
            "the plugin did not hand over: \(run.output.suffix(4_000))")
        try await theInstalledRibsRunsDirectly(installed, at: directory)
    }

    /// The article's command run with the installed `ribs` itself, as the article writes it
    /// (`.build` is this sandbox's scratch folder): it writes the RIB, and says nothing of a
    /// stale install.
    func theInstalledRibsRunsDirectly(_ installed: URL, at directory: URL) async throws {
        let article = try String(
            contentsOf: Repository.url("Sources/RIBs/Documentation.docc/TheRibsCommand.md"), encoding: .utf8)
        let marker = "<!-- run by Tests/EndToEndTests/Packages/GettingStartedTests.swift, installed -->\n```sh\n"
        let start = try #require(article.range(of: marker), "TheRibsCommand.md has no block marked \(marker)")
        let line = String(article[start.upperBound...].prefix { $0 != "\n" })
        let words = line.split(separator: " ").map(String.init)
        try #require(words.first == ".build/ribs-tool/ribs", "\(line)")
        let run = try await ChildProcess(
            executable: installed, arguments: Array(words.dropFirst()), directory: directory
        ).run()
        #expect(run.status == 0, "\(run.allOutput)")
        #expect(!run.errors.contains("another version of swift-ribs"), "\(run.errors)")
        let written = try FileManager.default.subpathsOfDirectory(
            atPath: directory.appendingPathComponent("Sources").path)
        #expect(written.contains { $0.hasSuffix("/FarewellRouter.swift") }, "\(written)")
    }
}
