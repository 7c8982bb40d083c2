import Foundation
import TestSupport
import Testing

/// A user's package in a temporary folder, beside a link named `swift-ribs` to this repository,
/// so it depends on swift-ribs by path as a user's package would; its builds run the real
/// `swift`.
struct PackageSandbox {
    static let repository = Repository.root
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    let folder: URL
    let package: URL

    /// Copies `Fixtures/<fixture>` into a new sandbox; with no fixture, `package` is the folder
    /// itself, empty but for the link.
    init(fixture: String?) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ribs-package-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("swift-ribs"), withDestinationURL: Self.repository)
        guard let fixture else {
            package = folder
            return
        }
        package = folder.appendingPathComponent(fixture)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: package)
    }

    /// Runs `swift <arguments>` in the package; returns its status and output.
    func swift(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await Self.swift(arguments, in: package)
    }

    /// Runs `swift <arguments>` in `package`, once more if SwiftPM itself crashed.
    static func swift(_ arguments: [String], in package: URL) async throws -> (status: Int32, output: String) {
        var swift = ChildProcess.tool("swift", arguments: arguments)
        swift.directory = package
        let run = try await swift.runRetryingSwiftPMCrash()
        return (run.status, run.allOutput)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
