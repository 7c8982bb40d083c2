import Foundation
import TestSupport
import Testing

/// Issue 28's public proof: Uber's own tutorials (uber/RIBs-iOS, `tutorials/`), run through
/// `ribs migrate` with no hand edit, build in Swift 6 mode with warnings as errors against
/// swift-ribs.
///
/// UIKit does not exist on Linux, so each `*ViewController.swift` and `AppDelegate.swift`
/// keeps only the protocols it declares (as the codemod left them) and its classes are
/// replaced by `Fixtures/UberTutorials/Tutorial<N>StandIns.swift`; a stand-in `UIKit` module
/// gives the one model file that imports UIKit its colours. Every other file is the
/// tutorial's, as the codemod wrote it. None of Uber's files is in this repository: the test
/// reads them from a clone named by `RIBS_UBER_RIBS_IOS`, and says it is skipped, with the
/// command that runs it, when none is named.
@Suite(.serialized, .endToEnd, .enabled(if: UberTutorials.source != nil, UberTutorials.missing))
struct UberTutorialMigrationTests {
    /// Each tutorial's completed state: the next tutorial's starting folder, for 1 and 2.
    static let tutorials: [(number: Int, folder: String)] = [
        (1, "tutorial2"), (2, "tutorial3"), (3, "tutorial3-completed"), (4, "tutorial4-completed"),
    ]

    @Test(arguments: tutorials)
    func theTutorialBuildsInSwift6AfterRibsMigrateWithNoHandEdit(number: Int, folder: String) async throws {
        let sandbox = try PackageSandbox("UberTutorial\(number)", fixture: nil)
        defer { sandbox.remove() }
        let module = sandbox.package.appendingPathComponent("TicTacToe")
        try UberTutorials.extract(folder, to: module)
        let uiFiles = try UberTutorials.swiftFiles(in: module).filter(UberTutorials.isUIKitFile)

        var ribs = ChildProcess.product("ribs", arguments: ["migrate", "TicTacToe"])
        ribs.directory = sandbox.package
        let migrate = try await ribs.run()
        #expect(migrate.status == 0, "ribs migrate:\n\(migrate.allOutput)")
        let leftToAPerson = migrate.allOutput.split(separator: "\n").filter { $0.contains(": warning: ") }
        let nonUILeft = leftToAPerson.filter { line in !uiFiles.contains { line.hasPrefix("TicTacToe/" + $0) } }
        #expect(nonUILeft.isEmpty, "constructs left to a person in non-UI files:\n\(nonUILeft.joined(separator: "\n"))")

        for file in uiFiles {
            let url = module.appendingPathComponent(file)
            try UberTutorials.keepingProtocols(try String(contentsOf: url, encoding: .utf8))
                .write(to: url, atomically: true, encoding: .utf8)
        }
        try UberTutorials.addStandIns(tutorial: number, to: sandbox.package)
        let build = try await sandbox.swift(["build"])
        #expect(
            build.status == 0, "tutorial \(number) does not build after ribs migrate:\n\(build.output.suffix(6_000))")
        #expect(!build.output.contains("warning:"), "\(build.output.suffix(4_000))")

        // What a person would change by hand without the tool: the lines it changed outside the
        // UIKit files (`migrated TicTacToe/X.swift (N lines)`).
        let nonUILines = migrate.allOutput.split(separator: "\n").filter { line in
            line.hasPrefix("migrated ") && !uiFiles.contains { line.contains("TicTacToe/\($0) (") }
        }.compactMap { line in Int(line.split(separator: "(").last?.split(separator: " ").first ?? "") }.reduce(0, +)
        #expect(nonUILines > 0, "the count of lines the tool changed looks wrong")
        let summary = migrate.allOutput.split(separator: "\n").last.map(String.init) ?? ""
        print(
            "tutorial \(number) (\(folder)): \(summary) Non-UI lines: \(nonUILines) changed by the tool, 0 left to a person. UIKit files replaced by stand-ins: \(uiFiles.joined(separator: ", ")), with the \(leftToAPerson.count) constructs left to a person."
        )
    }
}

/// Where Uber's tutorials come from, and how a sandbox is made of one.
enum UberTutorials {
    /// A clone of uber/RIBs-iOS (a work tree or a bare git directory).
    /// Named by `RIBS_UBER_RIBS_IOS` only: no folder of one machine is looked for, so CI, which
    /// sets nothing, never runs it (it takes minutes), and a session runs it on purpose.
    static let source: URL? = ProcessInfo.processInfo.environment["RIBS_UBER_RIBS_IOS"].map(URL.init(fileURLWithPath:))
        .flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }

    static let missing: Comment =
        "needs a clone of uber/RIBs-iOS: RIBS_UBER_RIBS_IOS=<clone> Scripts/end-to-end.sh UberTutorialMigrationTests (git clone https://github.com/uber/RIBs-iOS)"

    static let fixtures = PackageSandbox.fixtures.appendingPathComponent("UberTutorials")

    /// Copies `tutorials/<folder>/TicTacToe`'s Swift files to `destination`.
    static func extract(_ folder: String, to destination: URL) throws {
        try extractSwiftFiles(of: "tutorials/\(folder)/TicTacToe", to: destination)
    }

    /// Copies the Swift files of the clone's folder `path` to `destination`, keeping their folders.
    static func extractSwiftFiles(of path: String, to destination: URL) throws {
        guard let source else { throw CocoaError(.fileNoSuchFile) }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("uber-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let tree = source.appendingPathComponent(path)
        let from: URL
        if FileManager.default.fileExists(atPath: tree.path) {
            from = tree
        } else {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let archive = try ChildProcess.tool(
                "bash",
                arguments: [
                    "-c", "git --git-dir \"$0\" archive HEAD \(path) | tar -x -C \"$1\"",
                    source.path, temporary.path,
                ]
            ).runOnThisThread()
            guard archive.status == 0 else { throw CocoaError(.fileReadUnknown) }
            from = temporary.appendingPathComponent(path)
        }
        for file in try swiftFiles(in: from) {
            let target = destination.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: from.appendingPathComponent(file), to: target)
        }
    }

    /// The Swift files under `folder`, relative to it, sorted.
    static func swiftFiles(in folder: URL) throws -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The files that are UIKit through and through: view controllers and the app delegate.
    static func isUIKitFile(_ path: String) -> Bool {
        path.hasSuffix("ViewController.swift") || path.hasSuffix("AppDelegate.swift")
    }

    /// A UIKit file reduced to its imports (but UIKit's, SnapKit's and Rx's) and the protocols
    /// it declares, as the codemod left them: what the rest of the module needs of it.
    static func keepingProtocols(_ text: String) -> String {
        var kept = ["import Foundation"]
        var block: [String] = []
        var inProtocol = false
        var previous = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if inProtocol {
                block.append(line)
                if line == "}" {
                    kept.append(block.joined(separator: "\n"))
                    inProtocol = false
                }
            } else if line.hasPrefix("import "),
                !["UIKit", "RIBsUIKit", "SnapKit", "Rx"].contains(where: { line.dropFirst(7).hasPrefix($0) })
            {
                kept.append(line)
            } else if line.hasPrefix("protocol ") || line.hasPrefix("public protocol ") {
                block = previous == "@MainActor" ? ["", previous, line] : ["", line]
                inProtocol = !line.hasSuffix("}")
                if !inProtocol { kept.append(block.joined(separator: "\n")) }
            }
            previous = line
        }
        return kept.joined(separator: "\n") + "\n"
    }

    /// The stand-in view controllers and UIKit, and a manifest in Swift 6 mode.
    static func addStandIns(tutorial: Int, to package: URL) throws {
        let fileManager = FileManager.default
        try fileManager.copyItem(
            at: fixtures.appendingPathComponent("Tutorial\(tutorial)StandIns.swift"),
            to: package.appendingPathComponent("TicTacToe/StandIns.swift"))
        let uiKit = package.appendingPathComponent("StandIns/UIKit")
        try fileManager.createDirectory(at: uiKit, withIntermediateDirectories: true)
        try fileManager.copyItem(
            at: fixtures.appendingPathComponent("UIKit.swift"), to: uiKit.appendingPathComponent("UIKit.swift"))
        try """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "UberTutorial\(tutorial)",
            platforms: [.macOS(.v15)],
            dependencies: [.package(path: "../swift-ribs")],
            targets: [
                .target(name: "UIKit", path: "StandIns/UIKit"),
                .target(
                    name: "TicTacToe", dependencies: [.product(name: "RIBs", package: "swift-ribs"), "UIKit"],
                    path: "TicTacToe"),
            ]
        )
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }
}
