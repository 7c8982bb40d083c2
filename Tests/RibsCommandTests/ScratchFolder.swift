import Foundation
import TestSupport

/// A folder of its own in the temporary directory, for a test that runs `ribs` on files it
/// writes there, removed with it: a suite holds one, and Swift Testing frees the suite after
/// each test.
final class ScratchFolder: Sendable {
    let directory: URL

    init(_ prefix: String) {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `text` at `relative`, making the folders on the way.
    func write(_ text: String, to relative: String) throws {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// Runs the built `ribs` with `arguments`: its exit status and everything it printed.
func ribs(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    let run = try await ChildProcess.product("ribs", arguments: arguments).run()
    return (run.status, run.allOutput)
}
