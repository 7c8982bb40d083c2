import Foundation

/// The ``RenderedSource`` of each file of the last run, in one file beside the parse cache's
/// entries (`mock-renders.pack`): read once, written once when the run changed what it holds.
/// A record that cannot be read is a miss: the cache only ever saves work.
final class RenderCache: @unchecked Sendable {
    private let url: URL
    private let stored: [String: Data]
    private let storedSize: Int
    private let lock = NSLock()
    private var kept: [String: Data] = [:]
    private var changed = false

    init(folder: URL) {
        url = folder.appendingPathComponent("mock-renders.pack")
        (stored, storedSize) = EntryPack.read(url)
    }

    /// The record kept under `key`, if it is there and reads.
    func record(for key: String) -> RenderedSource? {
        guard let data = stored[key], let record = try? RenderedSource(decoding: data)
        else { return nil }
        lock.withLock { kept[key] = data }
        return record
    }

    /// Keeps `record` under `key` for the next run.
    func keep(_ record: RenderedSource, for key: String) {
        guard let data = try? record.encoded() else { return }
        lock.withLock {
            kept[key] = data
            changed = true
        }
    }

    /// Writes what this run kept, when it differs from what it read.
    func save() {
        lock.lock()
        let kept = kept
        let changed = changed || Set(kept.keys) != Set(stored.keys)
        lock.unlock()
        if changed { EntryPack.update(url, from: stored, size: storedSize, to: kept) }
    }
}
