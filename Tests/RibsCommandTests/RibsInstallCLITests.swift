import Foundation
import TestSupport
import Testing

/// The release `ribs` that `swift package ribs install` keeps in a build folder (issue 41):
/// `ribs install-release` copies the running `ribs` there with the stamp of its sources, and a
/// `ribs` that a plugin starts with `RIBS_INSTALLED_TOOL` naming it hands its work over only
/// while that stamp is its own, and otherwise runs itself, with a warning or in silence.
@Suite struct RibsInstallCLITests {
    let scratch = ScratchFolder("ribs-install")
    var installed: URL { scratch.directory.appendingPathComponent("ribs-tool/ribs") }
    var stamp: URL { scratch.directory.appendingPathComponent("ribs-tool/ribs.sources") }

    /// Runs the built `ribs` with `RIBS_INSTALLED_TOOL` naming `installed`, when given.
    func ribs(_ arguments: [String], installed: URL?) async throws -> ChildProcessResult {
        var environment = ProcessInfo.processInfo.environment
        environment["RIBS_INSTALLED_TOOL"] = installed?.path
        return try await ChildProcess(
            executable: ChildProcess.builtProducts.appendingPathComponent("ribs"), arguments: arguments,
            environment: environment
        ).run()
    }

    /// Installs the built `ribs`, then puts a script in its place that says it ran: what ran
    /// is then told by the output, which the copied `ribs` could not tell apart.
    func installStandIn() async throws {
        let install = try await ribs(
            ["install-release", "--into", installed.deletingLastPathComponent().path], installed: nil)
        try #require(install.status == 0, "\(install.allOutput)")
        try ExecutableScript.write("#!/bin/sh\necho \"installed ribs ran with $*\"\n", to: installed)
    }

    @Test func installReleaseCopiesTheRunningRibsWithTheStampOfItsSources() async throws {
        try scratch.write("a stamp of an earlier install\n", to: "ribs-tool/ribs.sources")
        let run = try await ribs(
            ["install-release", "--into", installed.deletingLastPathComponent().path], installed: nil)
        #expect(run.status == 0, "\(run.allOutput)")
        let built = ChildProcess.builtProducts.appendingPathComponent("ribs")
        #expect(FileManager.default.contentsEqual(atPath: built.path, andPath: installed.path))
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        let written = try String(contentsOf: stamp, encoding: .utf8)
        #expect(written.wholeMatch(of: /\d+ files [0-9a-f]+\n/) != nil, "\(written)")
        #expect(!written.contains("earlier"), "the old stamp is replaced")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: installed.deletingLastPathComponent().path)
        #expect(leftovers.sorted() == ["ribs", "ribs.sources"], "no partial copy is left behind")
    }

    /// The installed `ribs` is the command itself: run directly, without a plugin (and without
    /// the relink SwiftPM makes before each `swift package ribs`), it works, in silence while
    /// it is current, and says so when swift-ribs changed since it was installed.
    @Test(arguments: [false, true])
    func theInstalledRibsRunsDirectlyAndSaysWhenItIsStale(stale: Bool) async throws {
        let install = try await ribs(
            ["install-release", "--into", installed.deletingLastPathComponent().path], installed: nil)
        try #require(install.status == 0, "\(install.allOutput)")
        if stale { try scratch.write("1 files 0\n", to: "ribs-tool/ribs.sources") }
        let run = try await ChildProcess(executable: installed, arguments: ["sources-stamp"]).run()
        #expect(run.status == 0, "\(run.allOutput)")
        #expect(run.output.wholeMatch(of: /\d+ files [0-9a-f]+\n/) != nil, "\(run.output)")
        #expect(run.errors.contains("was installed from another version of swift-ribs") == stale, "\(run.errors)")
    }

    @Test func aCurrentInstallTakesTheWorkWithItsArguments() async throws {
        try await installStandIn()
        let run = try await ribs(["mock", "--help"], installed: installed)
        #expect(run.status == 0)
        #expect(run.output == "installed ribs ran with mock --help\n", "\(run.allOutput)")
        #expect(run.errors.contains("note: the release ribs installed at \(installed.path) runs"), "\(run.errors)")
    }

    enum Install: String, CaseIterable { case none, stale, unreadableStamp }

    @Test(arguments: Install.allCases)
    func withoutACurrentInstallTheRibsStartedDoesTheWork(install: Install) async throws {
        if install != .none { try await installStandIn() }
        switch install {
        case .none: break
        case .stale: try "12 files 0\n".write(to: stamp, atomically: true, encoding: .utf8)
        case .unreadableStamp: try FileManager.default.removeItem(at: stamp)
        }
        let run = try await ribs(["mock", "--help"], installed: installed)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: ribs mock"), "the started ribs did the work: \(run.allOutput)")
        #expect(!run.output.contains("installed ribs ran"))
        if install == .none {
            #expect(run.errors.isEmpty, "nothing installed, nothing said: \(run.errors)")
        } else {
            #expect(
                run.errors.contains(
                    "warning: the release ribs at \(installed.path) was built from another version of swift-ribs"),
                "\(run.errors)")
        }
    }

    @Test func theInstalledRibsRunsItselfWhenNamed() async throws {
        let install = try await ribs(
            ["install-release", "--into", installed.deletingLastPathComponent().path], installed: nil)
        try #require(install.status == 0, "\(install.allOutput)")
        var environment = ProcessInfo.processInfo.environment
        environment["RIBS_INSTALLED_TOOL"] = installed.path
        let run = try await ChildProcess(
            executable: installed, arguments: ["mock", "--help"], environment: environment
        ).run()
        #expect(run.status == 0 && run.output.contains("USAGE: ribs mock"), "\(run.allOutput)")
        #expect(run.errors.isEmpty, "the installed ribs does not hand over to itself: \(run.errors)")
    }
}

/// The stamp changes with whatever changes the tool: a source edited (even to the same size),
/// added, renamed or removed, or the manifest edited; and it is the same when nothing changed.
@Suite struct SourcesStampCLITests {
    let scratch = ScratchFolder("ribs-sources-stamp")

    enum Change: String, CaseIterable { case edited, added, renamed, removed, manifest, nothing }

    func stamp() async throws -> String {
        let run = try await ribs(["sources-stamp", scratch.directory.path])
        try #require(run.status == 0, "\(run.output)")
        return run.output
    }

    @Test(arguments: Change.allCases)
    func theStampFollowsTheSources(change: Change) async throws {
        try scratch.write("// swift-tools-version: 6.2\n", to: "Package.swift")
        try scratch.write("struct A {}\n", to: "Sources/Lib/A.swift")
        try scratch.write("struct B {}\n", to: "Sources/Lib/Deep/B.swift")
        try scratch.write("not a source\n", to: "Tests/T.swift")
        let before = try await stamp()
        let files = FileManager.default
        let source = scratch.directory.appendingPathComponent("Sources/Lib/A.swift")
        switch change {
        case .edited:
            try "struct Z {}\n".write(to: source, atomically: true, encoding: .utf8)
            try files.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: source.path)
        case .added: try scratch.write("struct C {}\n", to: "Sources/Lib/C.swift")
        case .renamed:
            try files.moveItem(at: source, to: source.deletingLastPathComponent().appendingPathComponent("A2.swift"))
        case .removed: try files.removeItem(at: source)
        case .manifest:
            let manifest = scratch.directory.appendingPathComponent("Package.swift")
            try scratch.write("// swift-tools-version: 6.3\n", to: "Package.swift")
            try files.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: manifest.path)
        case .nothing: try scratch.write("tests change nothing the tool is built from\n", to: "Tests/T.swift")
        }
        let after = try await stamp()
        #expect((after == before) == (change == .nothing), "\(before) → \(after)")
    }
}
