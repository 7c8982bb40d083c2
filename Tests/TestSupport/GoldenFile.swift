import Foundation
import Testing

/// A generator's output against its golden file: equal, or, with `RECORD_SNAPSHOTS` set (or
/// no golden file yet), written there with an issue asking for a review of the diff.
package enum GoldenFile {
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil }

    /// Checks `contents` against the file at `url`; `name` says which in the messages.
    package static func check(
        _ contents: String, at url: URL, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = try? String(contentsOf: url, encoding: .utf8)
        guard isRecording || expected == nil else {
            #expect(contents == expected, "\(name) differs from its golden file", sourceLocation: sourceLocation)
            return
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
            "Recorded \(name); review it, then run again without RECORD_SNAPSHOTS.", sourceLocation: sourceLocation)
    }
}
