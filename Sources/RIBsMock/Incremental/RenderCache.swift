import Foundation
import RIBsSource

/// The ``RenderedSource`` of each file of the last run, in one file beside the parse cache's
/// entries (`mock-renders.pack`). A record that cannot be read is a miss: the cache only ever
/// saves work.
final class RenderCache: Sendable {
    private let pack: PackStore

    init(folder: URL) {
        pack = PackStore(url: folder.appendingPathComponent("mock-renders.pack"))
    }

    /// The record kept under `key`, if it is there and reads.
    func record(for key: String) -> RenderedSource? {
        pack.data(for: key).flatMap { try? RenderedSource(decoding: $0) }
    }

    /// Keeps `record` under `key` for the next run.
    func keep(_ record: RenderedSource, for key: String) {
        guard let data = try? record.encoded() else { return }
        pack.keep(data, for: key)
    }

    /// Writes what this run kept, when it differs from what it read.
    func save() { pack.save() }
}
