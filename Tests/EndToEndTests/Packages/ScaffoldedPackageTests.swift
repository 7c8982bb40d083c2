import Foundation
import TestSupport
import Testing

/// `ribs new` and `ribs attach` end to end, in a user's package that depends on swift-ribs by
/// path: every variant scaffolded, a child attached to a parent, the seed article's tree and
/// Uber's tutorial 1 made with the commands plus the user's own lines; then the package builds
/// with warnings as errors and the generated tests pass, with mocks from RIBsMockPlugin.
///
/// It prints how many lines of non-business code the user typed for each tree, with the tools
/// and without them.
@Suite(.serialized, .endToEnd) struct ScaffoldedPackageTests {
    @Test func scaffoldedRIBsBuildWithoutWarningsAndTheirTestsPass() async throws {
        let sandbox = try PackageSandbox("Scaffolded", fixture: "Scaffolded")
        defer { sandbox.remove() }
        for target in ["Variants", "Modules", "Seed", "Tutorial", "Wired"] {
            for folder in ["Sources/\(target)", "Tests/\(target)Tests"] {
                try FileManager.default.createDirectory(
                    at: sandbox.package.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
        }
        let variants = ["--in", "Sources/Variants"]
        for command in [
            ["new", "LoggedIn"] + variants,
            ["new", "LoggedOut", "--view"] + variants,
            ["new", "URLPicker", "--presenter"] + variants,
            ["new", "Root", "--launch"] + variants,
            ["new", "Screen", "--style", "stream"] + variants,
            ["new", "Settings", "--view"] + variants,
            ["new", "ProductDetail", "--style", "rvb", "--in", "Sources/Modules"],
            ["attach", "LoggedOut", "--to", "Root"] + variants,
            ["attach", "LoggedIn", "--to", "Root"] + variants,
            ["component-extension", "--parent", "URLPicker", "--child", "Settings"] + variants,
        ] {
            try await ribs(command, in: sandbox)
        }
        // The same command through SwiftPM, as the article The ribs command shows it.
        let plugin = try await sandbox.swift(
            ["package", "--allow-writing-to-package-directory", "ribs", "new", "Extra", "--view"] + variants)
        #expect(plugin.status == 0, "\(plugin.output.suffix(3_000))")
        #expect(
            plugin.output.contains("created Sources/Variants/Extra/ExtraBuilder.swift"),
            "\(plugin.output.suffix(3_000))")
        // A tree whose leaf needs what only the app makes: RIBsDepsPlugin forwards it.
        let wired = ["--in", "Sources/Wired"]
        for command in [
            ["new", "Root", "--launch"] + wired, ["new", "LoggedIn"] + wired, ["new", "OffGame", "--view"] + wired,
            ["attach", "LoggedIn", "--to", "Root"] + wired, ["attach", "OffGame", "--to", "LoggedIn"] + wired,
        ] {
            try await ribs(command, in: sandbox)
        }
        for edit in ScaffoldedTrees.wired { try edit.apply(in: sandbox.package) }
        var counts: [(name: String, tree: ScaffoldedTrees.Tree)] = []
        for (name, tree) in [("Seed", ScaffoldedTrees.seed), ("Tutorial", ScaffoldedTrees.tutorial)] {
            for command in tree.create { try await ribs(command, in: sandbox) }
            for edit in tree.beforeAttach { try edit.apply(in: sandbox.package) }
            for command in tree.attach { try await ribs(command, in: sandbox) }
            for edit in tree.afterAttach { try edit.apply(in: sandbox.package) }
            counts.append((name, tree))
        }

        let run = try await sandbox.swift(["test"])
        #expect(run.status == 0, "\(run.output.suffix(6_000))")
        #expect(run.output.contains(" passed after "), "\(run.output.suffix(3_000))")
        #expect(!run.output.contains("✘"), "\(run.output.suffix(6_000))")
        // Every test ran: 2 a classic RIB (6 in Variants, 3 in Seed, 2 in Tutorial, 3 in Wired:
        // 28), 1 a stream or RVB one (2), the user's business tests (2), the test `ribs attach`
        // adds to the parent's router tests for each child (7), and one more for each child with a
        // view the person may close (2): 41.
        #expect(run.output.contains("Test run with 41 tests in 32 suites passed"), "\(run.output.suffix(3_000))")
        for test in ["aLoginEndsTheFlowWithTheToken()", "emptyNamesBecomeDefaultNames()", "finishingTellsTheParent()"] {
            #expect(run.output.contains("Test \(test) passed"), "\(test) did not pass")
        }

        // A build with nothing changed runs neither plugin; after `ribs` itself changed (an
        // upgrade: here the same binary, touched), both run again, though no source changed.
        let unchanged = try await sandbox.swift(["build", "--build-tests"])
        #expect(
            unchanged.status == 0 && !unchanged.output.contains("ribs mock: mocks for"),
            "\(unchanged.output.suffix(3_000))")
        try FileManager.default.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: ChildProcess.builtProducts.appendingPathComponent("ribs").path)
        let upgraded = try await sandbox.swift(["build", "--build-tests"])
        #expect(
            upgraded.status == 0 && upgraded.output.contains("ribs mock: mocks for")
                && upgraded.output.contains("ribs deps: what Wired's components give their children"),
            "the plugins did not run again after ribs changed:\n\(upgraded.output.suffix(3_000))")
        try await installedReleaseTakesThePluginsWork(in: sandbox)

        // Issue 40: a router that keeps the child it detached (the user forgot `self.offGame = nil`)
        // fails the test `ribs attach` wrote for the parent, with the leak detector's message;
        // no test advances a clock for it.
        try HandEdit.wiring(
            "Sources/Wired/LoggedIn/LoggedInRouter.swift", .replace("self.offGame = nil", with: [])
        ).apply(in: sandbox.package)
        let leaking = try await sandbox.swift(["test", "--filter", "WiredTests.LoggedInRouterTests"])
        #expect(leaking.status != 0, "\(leaking.output.suffix(3_000))")
        #expect(
            leaking.output.contains("routesToAndDetachesOffGame()")
                && leaking.output.contains("Leak detected: OffGameRouter at Host/LoggedIn/OffGame was not deallocated"),
            "\(leaking.output.suffix(3_000))")

        // Without the app's web service, the build fails at the leaf's requirement.
        try HandEdit.wiring(
            "Sources/Wired/Root/RootApp.swift", .replace("var webService: String { \"web\" }", with: [])
        ).apply(in: sandbox.package)
        let broken = try await sandbox.swift(["build", "--target", "Wired"])
        #expect(broken.status != 0)
        #expect(
            broken.output.contains(
                "Sources/Wired/OffGame/OffGameBuilder.swift:7:9: error: OffGame needs webService: String, which no component on the path App → Root → LoggedIn → OffGame provides"
            ), "\(broken.output.suffix(3_000))")

        for (name, tree) in counts {
            let typed = tree.edits.wiringLines
            let without = try nonBusinessLines(of: name, in: sandbox, business: tree.edits.businessLines)
            print(
                "\(name): \(typed) lines of non-business code typed by hand with ribs new and ribs attach; \(without) without them (\(tree.edits.businessLines) lines of business logic either way)"
            )
            #expect(typed < 30, "\(name): \(typed) hand-written lines of non-business code")
            #expect(without > 150, "\(name): the count without the tools looks wrong: \(without)")
        }
    }

    /// Issue 41: a release `ribs` in the build folder (`swift package ribs install` copies one
    /// there with `ribs install-release`) takes the plugins' work while it is current; once it is
    /// not, the plugins' own `ribs` does the work, with a warning. The installed one here is a
    /// script that notes each run and runs this build's `ribs`, so what ran can be told.
    func installedReleaseTakesThePluginsWork(in sandbox: PackageSandbox) async throws {
        let folder = sandbox.scratch(for: sandbox.package).appendingPathComponent("ribs-tool")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = ChildProcess.builtProducts.appendingPathComponent("ribs")
        let install = try await ChildProcess.product("ribs", arguments: ["install-release", "--into", folder.path])
            .run()
        try #require(install.status == 0, "\(install.allOutput)")
        let ran = folder.appendingPathComponent("ran")
        let script = "#!/bin/sh\necho \"$1\" >> '\(ran.path)'\nexec '\(built.path)' \"$@\"\n"
        try ExecutableScript.write(script, to: folder.appendingPathComponent("ribs"))
        let files = FileManager.default
        for stamp in ["current", "stale"] {
            if stamp == "stale" {
                try "1 files 0\n".write(
                    to: folder.appendingPathComponent("ribs.sources"), atomically: true, encoding: .utf8)
            }
            try? files.removeItem(at: ran)
            try files.setAttributes([.modificationDate: Date()], ofItemAtPath: built.path)
            let build = try await sandbox.swift(["build", "--build-tests"])
            #expect(build.status == 0, "\(build.output.suffix(3_000))")
            let handedOver = (try? String(contentsOf: ran, encoding: .utf8))?.split(separator: "\n").sorted() ?? []
            if stamp == "current" {
                #expect(Set(handedOver) == ["deps", "mock"], "both plugins handed over: \(build.output.suffix(3_000))")
                #expect(build.output.contains("note: the release ribs installed at \(folder.path)/ribs runs"))
            } else {
                #expect(handedOver.isEmpty, "a stale install was run: \(handedOver)")
                #expect(
                    build.output.contains(
                        "warning: the release ribs at \(folder.path)/ribs was built from another version"),
                    "\(build.output.suffix(3_000))")
            }
        }
    }

    /// Runs the built `ribs` in the package.
    func ribs(_ arguments: [String], in sandbox: PackageSandbox, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        var ribs = ChildProcess.product("ribs", arguments: arguments)
        ribs.directory = sandbox.package
        let run = try await ribs.run()
        #expect(
            run.status == 0, "ribs \(arguments.joined(separator: " ")):\n\(run.allOutput)",
            sourceLocation: sourceLocation)
    }

    /// The lines a user would type without the tools: every line of code of the target and its
    /// tests (blank lines and comments aside), but the business logic.
    func nonBusinessLines(of target: String, in sandbox: PackageSandbox, business: Int) throws -> Int {
        try sandbox.codeLines(in: ["Sources/\(target)", "Tests/\(target)Tests"]) - business
    }
}
