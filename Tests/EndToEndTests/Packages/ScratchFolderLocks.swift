/// One `swift` at a time in each scratch folder. Sandboxes of different suites share a folder
/// (one per tool and set of traits), and SwiftPM's build database refuses a second build at once
/// ("database is locked"), which CI met when two suites built beside each other. A waiter waits
/// for the build before it, which has its own time limit (``ChildProcess``), in turn.
actor ScratchFolderLocks {
    static let shared = ScratchFolderLocks()

    private var busy: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Runs `body` once no other `swift` runs in `folder`.
    func withFolder<T: Sendable>(_ folder: String, _ body: @Sendable () async throws -> T) async throws -> T {
        await acquire(folder)
        do {
            let result = try await body()
            release(folder)
            return result
        } catch {
            release(folder)
            throw error
        }
    }

    private func acquire(_ folder: String) async {
        if busy.insert(folder).inserted { return }
        await withCheckedContinuation { waiting[folder, default: []].append($0) }
    }

    private func release(_ folder: String) {
        if var queue = waiting[folder], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[folder] = queue
            next.resume()
        } else {
            busy.remove(folder)
        }
    }
}
