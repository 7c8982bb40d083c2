import Foundation
import TestSupport
import Testing

/// `ribs migrate` as a user runs it: the built binary on a module's folder. `--dry-run` prints
/// the diff and writes nothing; a run writes every migrated file, leaves a file that does not
/// parse as it was and names it, and lists what is left to a person at file:line.
@Suite struct RibsMigrateCLITests {
    static let relay = """
        import RIBs
        import RxSwift

        final class Counter {
            let count = BehaviorRelay<Int>(value: 0)

            func increment() {
                count.accept(count.value + 1)
            }
        }

        """

    static let broken = """
        import RxSwift

        let relay = PublishRelay<Int>(

        """

    static let bag = """
        import RxSwift

        final class Bagged {
            let bag = DisposeBag()
        }

        """

    func module() throws -> ScratchFolder {
        let folder = ScratchFolder("ribs-migrate")
        try folder.write(Self.relay, to: "App/Counter.swift")
        try folder.write(Self.broken, to: "App/Broken.swift")
        try folder.write(Self.bag, to: "App/Bagged.swift")
        return folder
    }

    func text(_ folder: ScratchFolder, _ file: String) throws -> String {
        try String(contentsOf: folder.directory.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func aDryRunPrintsTheDiffAndWritesNothing() async throws {
        let folder = try module()
        defer { try? FileManager.default.removeItem(at: folder.directory) }
        let run = try await ribs(["migrate", folder.directory.appendingPathComponent("App").path, "--dry-run"])
        #expect(run.status == 0, "\(run.output)")
        #expect(
            run.output.contains("-    let count = BehaviorRelay<Int>(value: 0)\n+    let count = ValueRelay<Int>(0)"))
        #expect(run.output.contains("+        count.value = count.value + 1"))
        #expect(run.output.contains("dry run: 1 of 3 files would change"), "\(run.output)")
        #expect(try text(folder, "App/Counter.swift") == Self.relay, "a dry run wrote the file")
    }

    @Test func aRunWritesTheMigratedFilesAndNamesWhatItLeft() async throws {
        let folder = try module()
        defer { try? FileManager.default.removeItem(at: folder.directory) }
        let app = folder.directory.appendingPathComponent("App").path
        let run = try await ribs(["migrate", app])
        #expect(run.status == 0, "\(run.output)")
        #expect(try text(folder, "App/Counter.swift").contains("let count = ValueRelay<Int>(0)"))
        #expect(!(try text(folder, "App/Counter.swift")).contains("RxSwift"))
        #expect(try text(folder, "App/Broken.swift") == Self.broken, "a file that does not parse is left as it was")
        #expect(run.output.contains("\(app)/Broken.swift:3:31: error: expected value"), "\(run.output)")
        #expect(try text(folder, "App/Bagged.swift") == Self.bag, "nothing of Bagged.swift can be rewritten")
        #expect(run.output.contains("\(app)/Bagged.swift:4:15: warning: DisposeBag:"), "\(run.output)")
        #expect(run.output.contains("1 file not understood, left as it was"), "\(run.output)")
    }

    @Test func excludedFilesAreNotRead() async throws {
        let folder = try module()
        defer { try? FileManager.default.removeItem(at: folder.directory) }
        let app = folder.directory.appendingPathComponent("App").path
        let run = try await ribs([
            "migrate", app, "--exclude", "Broken.swift", "--exclude", "Bagged.swift", "--dry-run",
        ])
        #expect(run.output.contains("1 of 1 files would change"), "\(run.output)")
        #expect(!run.output.contains("Broken.swift"))
    }

    /// The block the ribs command article and the migration guide show, command by command, in
    /// a package whose module is `Sources/App`.
    @Test(arguments: ["TheRibsCommand.md", "ComingFromUbersRIBs.md"])
    func theDocumentsCommandsWork(_ document: String) async throws {
        let text = try String(
            contentsOf: Repository.url("Sources/RIBs/Documentation.docc/\(document)"), encoding: .utf8)
        let marker = "<!-- run by Tests/RibsCommandTests/RibsMigrateCLITests.swift -->\n```sh\n"
        let start = try #require(text.range(of: marker), "\(document) has no block marked \(marker)")
        let commands = text[start.upperBound...].components(separatedBy: "\n```")[0].split(separator: "\n")
            .map { $0.split(separator: "#")[0].split(separator: " ").map(String.init) }
        #expect(commands.count == 2)
        let folder = ScratchFolder("ribs-migrate-doc")
        try folder.write(Self.relay, to: "Sources/App/Counter.swift")
        defer { try? FileManager.default.removeItem(at: folder.directory) }
        for command in commands {
            #expect(command.first == "ribs", "\(command)")
            var ribs = ChildProcess.product("ribs", arguments: Array(command.dropFirst()))
            ribs.directory = folder.directory
            let run = try await ribs.run()
            #expect(run.status == 0, "\(command):\n\(run.allOutput)")
            let written = try self.text(folder, "Sources/App/Counter.swift")
            #expect(command.contains("--dry-run") == (written == Self.relay), "\(command): \(written)")
        }
    }

    @Test func aPathThatDoesNotExistFailsNamingIt() async throws {
        let run = try await ribs(["migrate", "/no/such/module"])
        #expect(run.status == 1)
        #expect(run.output.contains("/no/such/module does not exist: pass a folder or a Swift file of the module."))
    }
}
