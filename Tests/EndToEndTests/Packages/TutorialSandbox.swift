import Foundation
import TestSupport

extension TutorialTests {
    /// The reader's folder: `TicTacToe` beside a link named `swift-ribs` to this repository, as
    /// the first tutorial sets it up. Its `.build` is kept between runs when
    /// `RIBS_TUTORIAL_SANDBOX` names the folder.
    struct Sandbox {
        let folder: URL
        let package: URL
        let kept: Bool

        init() throws {
            let fileManager = FileManager.default
            if let path = ProcessInfo.processInfo.environment["RIBS_TUTORIAL_SANDBOX"] {
                folder = URL(fileURLWithPath: path)
                kept = true
            } else {
                folder = fileManager.temporaryDirectory.appendingPathComponent(
                    "ribs-tutorial-\(UUID().uuidString.prefix(8))")
                kept = false
            }
            package = folder.appendingPathComponent("TicTacToe")
            try fileManager.createDirectory(at: package, withIntermediateDirectories: true)
            let link = folder.appendingPathComponent("swift-ribs")
            if (try? fileManager.destinationOfSymbolicLink(atPath: link.path)) == nil {
                try fileManager.createSymbolicLink(at: link, withDestinationURL: PackageSandbox.repository)
            }
            // A kept folder starts again from an empty package, with its build.
            for name in try fileManager.contentsOfDirectory(atPath: package.path) where name != ".build" {
                try fileManager.removeItem(at: package.appendingPathComponent(name))
            }
        }

        /// Runs `swift <arguments>` in the package.
        func swift(_ arguments: [String]) async throws -> (status: Int32, output: String) {
            try await PackageSandbox.swift(arguments, in: package)
        }

        var hasSources: Bool { swiftFiles(under: "Sources") > 0 }

        var hasMain: Bool {
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Sources/TicTacToe/App/main.swift").path)
        }

        var hasTests: Bool {
            let manifest =
                (try? String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
            return manifest.contains(".testTarget(") && swiftFiles(under: "Tests") > 0
        }

        /// Every path and byte of the manifest, sources and tests: a build is due when it changes.
        func sourceState() throws -> String {
            var state =
                (try? String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
            for folder in ["Sources", "Tests"] {
                let files = try TutorialTests.files(under: package.appendingPathComponent(folder))
                for path in files.keys.sorted() { state += "\n\(folder)/\(path)\n\(files[path]!)" }
            }
            return state
        }

        func swiftFiles(under folder: String) -> Int {
            let files = try? TutorialTests.files(under: package.appendingPathComponent(folder))
            return files?.keys.filter { $0.hasSuffix(".swift") }.count ?? 0
        }

        func removeUnlessKept() {
            if !kept { try? FileManager.default.removeItem(at: folder) }
        }
    }
}
