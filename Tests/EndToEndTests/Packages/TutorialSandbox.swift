import Foundation
import TestSupport

/// What the tutorial test asks of the reader's package as the steps change it.
extension PackageSandbox {
    var hasSources: Bool { swiftFiles(under: "Sources") > 0 }

    var hasMain: Bool {
        FileManager.default.fileExists(
            atPath: package.appendingPathComponent("Sources/TicTacToe/main.swift").path)
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
}
