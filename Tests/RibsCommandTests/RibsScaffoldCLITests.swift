import Foundation
import TestSupport
import Testing

/// `ribs new`, `ribs attach` and `ribs templates export` as a user runs them: the built binary,
/// in a package's folder. Refusals exit with a failure and a message, and write nothing;
/// `--dry-run` prints a diff and writes nothing; the scaffolding commands of the article The ribs command all work.
@Suite struct RibsScaffoldCLITests {
    let package: URL

    init() throws {
        package = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-cli-\(UUID().uuidString)")
        for folder in ["Sources/App", "Tests/AppTests"] {
            try FileManager.default.createDirectory(
                at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try """
        // swift-tools-version: 6.1
        import PackageDescription
        let package = Package(
            name: "App", targets: [.target(name: "App"), .testTarget(name: "AppTests", dependencies: ["App"])])
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    func ribs(_ arguments: [String]) async throws -> ChildProcessResult {
        var ribs = ChildProcess.product("ribs", arguments: arguments)
        ribs.directory = package
        return try await ribs.run()
    }

    /// Every file under the package, with its contents.
    func snapshot() throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: package.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = package.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        return files
    }

    @Test func aDryRunPrintsTheFilesAndWritesNothing() async throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let before = try snapshot()
        let run = try await ribs(["new", "Login", "--view", "--dry-run"])
        #expect(run.status == 0, "\(run.allOutput)")
        #expect(run.output.contains("--- /dev/null\n+++ b/Sources/App/Login/LoginBuilder.swift\n"))
        #expect(run.output.contains("+++ b/Tests/AppTests/Login/LoginRouterTests.swift"))
        #expect(run.output.contains("dry run: 6 files would be written; nothing was."))
        #expect(try snapshot() == before)
    }

    @Test func aWorkerIsWrittenBesideItsRIBAndBoundInItsInteractor() async throws {
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(try await ribs(["new", "LoggedIn"]).status == 0)
        let missing = try await ribs(["new", "worker", "Heartbeat"])
        #expect(missing.status != 0)
        #expect(missing.errors.contains("ribs new worker needs a name and --for"), "\(missing.errors)")
        let dryRun = try await ribs(["new", "worker", "Heartbeat", "--for", "LoggedIn", "--dry-run"])
        #expect(dryRun.output.contains("+        heartbeatWorker.start(self)"), "\(dryRun.allOutput)")
        let before = try snapshot()
        #expect(dryRun.output.contains("dry run: 4 files would be written; nothing was."))
        #expect(try snapshot() == before)
        let run = try await ribs(["new", "worker", "Heartbeat", "--for", "LoggedIn"])
        #expect(run.status == 0, "\(run.allOutput)")
        #expect(run.output.contains("created Sources/App/LoggedIn/HeartbeatWorker.swift"))
        #expect(run.output.contains("created Tests/AppTests/LoggedIn/HeartbeatWorkerTests.swift"))
        #expect(run.output.contains("updated Sources/App/LoggedIn/LoggedInInteractor.swift"))
        #expect(run.output.contains("updated Tests/AppTests/LoggedIn/LoggedInRouterTests.swift"))
    }

    @Test func aSecondNewFailsWithTheReasonAndChangesNothing() async throws {
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(try await ribs(["new", "Login", "--view"]).status == 0)
        let before = try snapshot()
        let second = try await ribs(["new", "Login", "--view"])
        #expect(second.status != 0)
        #expect(second.errors.contains("LoginDependency is already declared in the module App"), "\(second.allOutput)")
        #expect(try snapshot() == before)
    }

    @Test(arguments: [
        (["new", "login"], "does not start with a capital letter"),
        (["new", "Login", "--in", "/etc"], "is outside the package"),
        (["new", "Login", "--view", "--launch"], "--view, --presenter and --launch are variants: pick one."),
        (["new", "Login", "--view", "--style", "rvb"], "are classic variants"),
        (["new", "component-extension", "--parent", "Root"], "component-extension needs --parent and --child"),
        (["attach", "Login", "--to", "Root"], "the module App declares no LoginBuildable"),
        // The generators name what was given; the command prints the flag that gives it.
        (["new", "Login", "--tests-in", "/etc"], "--tests-in /etc is outside the package"),
        (["new", "Login", "--param", "x"], "--param x: give a name and a type, such as --param rideID:String"),
        // A protocol's requirement pasted whole: its accessors are no part of a type (the fuzzer's).
        (["new", "Login", "--param", "delegate: (any Listening)? { get set }"], "is not a Swift type"),
        (["new", "Login", "--dependency", "clock:Clock"], "such as --dependency 'clock:Clock=Clock(…)'"),
        (["new", "Login", "--dependency", "clock:Clock"], "or pass --no-tests."),
        (["new", "worker", "Poll", "--for", "Login", "--every", "2x"], "such as --every 2s, --every 500ms"),
        (["new", "Login", "--module", "Nope"], "--module Nope: the package has no library or executable target"),
    ])
    func badInputIsRefusedWithAMessageAndNothingWritten(arguments: [String], message: String) async throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let before = try snapshot()
        let run = try await ribs(arguments)
        #expect(run.status != 0)
        #expect(run.errors.contains(message), "\(run.allOutput)")
        #expect(try snapshot() == before)
    }

    @Test func attachPrintsItsDiffThenWritesIt() async throws {
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(try await ribs(["new", "Login", "--view"]).status == 0)
        #expect(try await ribs(["new", "CreateAccount", "--view"]).status == 0)
        let before = try snapshot()
        let dryRun = try await ribs(["attach", "CreateAccount", "--to", "Login", "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.allOutput)")
        #expect(dryRun.output.contains("+    func routeToCreateAccount() {"))
        #expect(
            dryRun.output.contains(
                "-    override init(interactor: any LoginInteractable, viewController: any LoginViewControllable) {"))
        #expect(try snapshot() == before)
        let run = try await ribs(["attach", "CreateAccount", "--to", "Login"])
        #expect(run.status == 0, "\(run.allOutput)")
        #expect(run.output.contains("created Sources/App/Login/LoginComponent+CreateAccount.swift"))
        #expect(run.output.contains("updated Sources/App/Login/LoginRouter.swift"))
        #expect(try snapshot()["Sources/App/Login/LoginRouter.swift"]?.contains("func detachCreateAccount() {") == true)
    }

    /// `ribs component-extension` is a command of its own; `ribs new component-extension`, its
    /// first spelling, writes the same file and says it is deprecated.
    @Test func componentExtensionIsACommandAndTheOldSpellingStillWorks() async throws {
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(try await ribs(["new", "Root", "--launch"]).status == 0)
        #expect(try await ribs(["new", "LoggedOut", "--view"]).status == 0)
        let run = try await ribs(["component-extension", "--parent", "Root", "--child", "LoggedOut"])
        #expect(run.status == 0, "\(run.allOutput)")
        #expect(run.output.contains("created Sources/App/Root/RootComponent+LoggedOut.swift"), "\(run.allOutput)")
        let written = try snapshot()["Sources/App/Root/RootComponent+LoggedOut.swift"]
        try FileManager.default.removeItem(
            at: package.appendingPathComponent("Sources/App/Root/RootComponent+LoggedOut.swift"))
        let old = try await ribs(["new", "component-extension", "--parent", "Root", "--child", "LoggedOut"])
        #expect(old.status == 0, "\(old.allOutput)")
        #expect(old.errors.contains("`ribs new component-extension` is deprecated: run `ribs component-extension"))
        #expect(try snapshot()["Sources/App/Root/RootComponent+LoggedOut.swift"] == written)
    }

    /// A command that cannot do its work prints why and exits 1, without the usage text, which
    /// is for arguments that do not fit.
    @Test(arguments: [
        (["new", "Login", "--module", "Missing"], "--module Missing: the package has no library or executable target"),
        (["component-extension", "--parent", "Root", "--child", "Nobody"], "the module App declares no RootComponent"),
        (["deps", "check", "-s", "Missing"], "Missing"),
        (["mock", "-s", "Missing", "-d", "Out.swift"], "-s/--sourcedirs: Missing is not a directory"),
    ])
    func aFailureOfTheWorkPrintsNoUsage(arguments: [String], message: String) async throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try await ribs(arguments)
        #expect(run.status == 1, "\(run.allOutput)")
        #expect(run.errors.contains(message), "\(run.allOutput)")
        #expect(!run.allOutput.contains("USAGE:"), "\(run.allOutput)")
    }

    @Test func templatesAreExportedForXcode() async throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try await ribs(["templates", "export", package.appendingPathComponent("Templates").path])
        #expect(run.status == 0, "\(run.allOutput)")
        let files = try snapshot().keys
        #expect(files.contains("Templates/RIB.xctemplate/TemplateInfo.plist"))
        #expect(files.contains("Templates/RIB.xctemplate/View/___FILEBASENAME___Router.swift"))
        #expect(files.contains("Templates/Component Extension.xctemplate/___FILEBASENAME___.swift"))
        // A second export does not replace them without --force.
        let second = try await ribs(["templates", "export", package.appendingPathComponent("Templates").path])
        #expect(second.status != 0)
        #expect(second.errors.contains("nothing was written. Pass --force to replace them."), "\(second.allOutput)")
    }

    /// The ribs command article's scaffolding block, command by command, in a fresh package.
    @Test func readmesScaffoldingCommandsWork() async throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let readme = Repository.url("Sources/RIBs/Documentation.docc/TheRibsCommand.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let marker = "<!-- run by Tests/RibsCommandTests/RibsScaffoldCLITests.swift -->\n```sh\n"
        let start = try #require(text.range(of: marker), "TheRibsCommand.md has no scaffolding block marked \(marker)")
        let block = text[start.upperBound...].prefix { _ in true }.components(separatedBy: "\n```")[0]
        let commands = block.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(commands.count >= 4)
        for command in commands {
            let prefix = "ribs "
            #expect(command.hasPrefix(prefix), "«\(command)» does not run ribs as the others do")
            // Words split at spaces, as a shell does, but inside single quotes.
            let arguments = command.dropFirst(prefix.count).split(separator: "'", omittingEmptySubsequences: false)
                .enumerated().flatMap { index, part in
                    index % 2 == 1 ? [String(part)] : part.split(separator: " ").map(String.init)
                }
            let run = try await ribs(arguments)
            #expect(run.status == 0, "\(command):\n\(run.allOutput)")
        }
    }
}

/// Issue 40: `ribs new --help` broke its lines mid-sentence. Each command's help is given as
/// paragraphs, which swift-argument-parser wraps at the terminal's width.
@Suite struct RibsHelpCLITests {
    @Test(arguments: ["new", "attach", "deps", "migrate"])
    func helpParagraphsAreWrappedByTheParserNotCutMidSentence(_ command: String) async throws {
        var help = ChildProcess.product("ribs", arguments: [command, "--help"])
        help.environment = ["COLUMNS": "200"]
        let run = try await help.run()
        #expect(run.status == 0)
        // At 200 columns every paragraph fits on a line or two: a line that ends without
        // punctuation in the middle of the discussion is a line break kept from the source.
        let discussion = run.output.components(separatedBy: "\n\n").dropFirst().prefix { !$0.hasPrefix("USAGE:") }
        for paragraph in discussion {
            let lines = paragraph.split(separator: "\n")
            guard lines.count > 1, !lines.contains(where: { $0.hasPrefix("  ") }) else { continue }
            for line in lines.dropLast() {
                #expect(line.count > 150, "ribs \(command) --help cuts a line at \(line.count) columns: «\(line)»")
            }
        }
    }

    @Test func aWorkflowsHelpSaysWhereItsLinkComesFrom() async throws {
        let run = try await ChildProcess.product("ribs", arguments: ["new", "--help"]).run()
        #expect(run.output.contains("host is the workflow's name in lower camel case"), "\(run.output)")
    }
}
