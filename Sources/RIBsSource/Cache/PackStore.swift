import Foundation

/// One ``EntryPack`` file as a run uses it: what the last run kept, read once; what this run
/// reads of it or adds; saved when the run ends, by appending what changed. What the run
/// neither read nor added is gone from the file. Safe to use from several threads.
package final class PackStore: @unchecked Sendable {
    private let url: URL
    /// What the last run kept (read once, never written to: threads read it unlocked).
    private let stored: [String: Data]
    private let storedSize: Int
    private let lock = NSLock()
    private var kept: [String: Data] = [:]
    private var added = false

    package init(url: URL) {
        self.url = url
        (stored, storedSize) = EntryPack.read(url)
    }

    /// What the last run kept under `key`, kept for the next run too.
    package func data(for key: String) -> Data? {
        guard let data = stored[key] else { return nil }
        lock.withLock { kept[key] = data }
        return data
    }

    /// Keeps `data` under `key` for the next run.
    package func keep(_ data: Data, for key: String) {
        lock.withLock {
            kept[key] = data
            added = true
        }
    }

    /// Writes what this run kept, when it is not what the last run kept.
    package func save() {
        lock.lock()
        let kept = kept
        let changed = added || Set(kept.keys) != Set(stored.keys)
        lock.unlock()
        if changed { EntryPack.update(url, from: stored, size: storedSize, to: kept) }
    }
}
