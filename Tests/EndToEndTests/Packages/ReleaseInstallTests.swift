import Foundation
import TestSupport
import Testing

/// The ribs command article's `swift package ribs install` (issue 41), in the package *Getting
/// started* makes, made again in a sandbox and a scratch folder of its own: the release build of
/// swift-syntax it waits for runs beside the other end-to-end tests instead of after the
/// article's, which made it the end-to-end step's longest thread (CI runs on two cores, and the
/// release build of one large module keeps one of them busy for minutes).
@Suite(.endToEnd) struct ReleaseInstallTests {
    @Test func theInstalledRibsTakesThePluginsWorkAndRunsDirectly() async throws {
        let sandbox = try PackageSandbox(
            "GreeterInstalled", fixture: nil, tool: .builtFromSource, scratchSuffix: "-install")
        defer { sandbox.remove() }
        // The article's package, its tests not run (GettingStartedTests runs them).
        let directory = try await GettingStartedTests.follow(in: sandbox, runningTests: false).directory
        try await theReleaseInstallTakesThePluginsWork(in: sandbox, at: directory)
    }

    /// The ribs command article's `ribs install`: a release `ribs` built in the package's build
    /// folder, which the mock plugin's next run hands its work to, saying so; the tests pass on
    /// what it generated.
    func theReleaseInstallTakesThePluginsWork(in sandbox: PackageSandbox, at directory: URL) async throws {
        let install = try await sandbox.swift(
            ["package", "--allow-writing-to-package-directory", "ribs", "install"], in: directory)
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
        let marker = "<!-- run by Tests/EndToEndTests/Packages/ReleaseInstallTests.swift, installed -->\n```sh\n"
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
