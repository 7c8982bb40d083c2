/// The newest attaches and detaches of the process, kept while a tool reads them: the
/// inspector's history before a page opens. ``RIBObservation`` makes a full event, with its path
/// and duration, for every action, and calls its observers; that is what a watching page needs,
/// and it costs an app its tree's lifecycle twice over. Here an attach or a detach copies three
/// integers and the RIB's name into a ring the runtime owns, and nothing is called: a reader
/// takes what it has not seen when it wants it (``changes(after:)``) and works out the paths.
///
/// With no reader the runtime reads one flag per attach and detach, and keeps no ring.
@MainActor
package enum TreeChangeLog {
    /// Names a reader, to remove it.
    package struct Reader: Hashable, Sendable {
        let id: UInt64
    }

    /// A change in the ring, without its name: plain values, so that an attach's copy into the
    /// ring is a store of four words (a `TreeChange`, with its optional leak, was copied through
    /// its value witnesses, a fifth of what the inspected tree paid).
    private struct Entry {
        var kind: TreeChange.Kind
        var rib: RIBID
        var parent: RIBID
        var time: UInt64
    }

    // Main-actor state, read and written only here, so without dynamic exclusivity checks: an
    // attach pays for the copy and nothing else.
    @exclusivity(unchecked) private static var readers: [UInt64: Int] = [:]
    @exclusivity(unchecked) private static var lastReaderID: UInt64 = 0
    /// The ring: `mask + 1` slots, a power of two, in two buffers (the plain values, and the
    /// names), every slot initialized (empty ones hold a placeholder), so a change is assigned to
    /// its slot without asking whether one was there.
    @exclusivity(unchecked) private static var entries: UnsafeMutablePointer<Entry>?
    @exclusivity(unchecked) private static var names: UnsafeMutablePointer<String>?
    /// The leaks in the ring, by change number: rare, kept apart so an attach copies none.
    @exclusivity(unchecked) private static var leaks: [UInt64: TreeChange.Leak] = [:]
    @exclusivity(unchecked) private static var mask = 0
    /// How many changes were recorded: the next one's number.
    @exclusivity(unchecked) private static var recorded: UInt64 = 0
    /// The number of the oldest change the ring held when it was made: the slots before it hold
    /// placeholders until the ring wraps.
    @exclusivity(unchecked) private static var oldestKept: UInt64 = 0

    /// Whether anyone reads: what an attach and a detach check first.
    @exclusivity(unchecked) package private(set) static var isRecording = false

    /// Keeps at least the newest `capacity` changes from now on, until the reader is removed;
    /// returns the reader and the number of the next change (what ``changes(after:)`` takes).
    package static func addReader(keeping capacity: Int) -> (reader: Reader, next: UInt64) {
        lastReaderID += 1
        readers[lastReaderID] = max(1, capacity)
        resize()
        return (Reader(id: lastReaderID), recorded)
    }

    /// Stops keeping changes for `reader`; the ring goes with the last reader.
    package static func removeReader(_ reader: Reader) {
        guard readers.removeValue(forKey: reader.id) != nil else { return }
        resize()
    }

    /// The changes numbered `next` and on that the ring still holds, oldest first, and the number
    /// of the change after them.
    package static func changes(after next: UInt64) -> (changes: [TreeChange], next: UInt64) {
        guard let entries, let names else { return ([], recorded) }
        let size = UInt64(mask + 1)
        let first = max(next, oldestKept, recorded > size ? recorded - size : 0)
        guard first < recorded else { return ([], recorded) }
        let changes = (first..<recorded).map { number in
            let slot = Int(truncatingIfNeeded: number) & mask
            let entry = entries[slot]
            return TreeChange(
                kind: entry.kind, rib: entry.rib, parent: entry.parent, name: names[slot], time: entry.time,
                leak: entry.kind == .leaked ? leaks[number] : nil)
        }
        return (changes, recorded)
    }

    /// Keeps an attach or a detach of `rib` below `parent`, stamped with the time now.
    /// ``RIBEventSink`` records; a tool reads.
    @inline(__always)
    static func record(_ kind: TreeChange.Kind, rib: RIBID, parent: RIBID, name: String) {
        guard let entries, let names else { return }
        let slot = Int(truncatingIfNeeded: recorded) & mask
        entries[slot] = Entry(kind: kind, rib: rib, parent: parent, time: coarseNanoseconds())
        names[slot] = name
        recorded &+= 1
    }

    /// Keeps a leak (``TreeChange/Kind/leaked``), with its path and report.
    static func recordLeak(_ leak: TreeChange.Leak, named name: String, inTree tree: RIBID) {
        guard entries != nil else { return }
        let number = recorded
        record(.leaked, rib: RIBID(rawValue: 0), parent: tree, name: name)
        leaks[number] = leak
        // The leaks whose slots the ring has reused since.
        let size = UInt64(mask + 1)
        if leaks.count > 16, number >= size { leaks = leaks.filter { $0.key > number - size } }
    }

    /// Makes the ring the size the readers need, keeping the newest changes, or frees it.
    private static func resize() {
        let wanted = readers.values.max() ?? 0
        var size = wanted == 0 ? 0 : 1
        while size < wanted { size <<= 1 }
        guard size != (entries == nil ? 0 : mask + 1) else { return }
        let kept = changes(after: 0).changes.suffix(size)
        if let entries, let names {
            entries.deinitialize(count: mask + 1)
            entries.deallocate()
            names.deinitialize(count: mask + 1)
            names.deallocate()
        }
        entries = nil
        names = nil
        leaks = [:]
        mask = 0
        oldestKept = recorded - UInt64(kept.count)
        isRecording = size > 0
        RIBEventSink.readersDidChange()
        guard size > 0 else { return }
        let newEntries = UnsafeMutablePointer<Entry>.allocate(capacity: size)
        newEntries.initialize(
            repeating: Entry(kind: .attached, rib: RIBID(rawValue: 0), parent: RIBID(rawValue: 0), time: 0), count: size
        )
        let newNames = UnsafeMutablePointer<String>.allocate(capacity: size)
        newNames.initialize(repeating: "", count: size)
        mask = size - 1
        for (number, change) in zip(oldestKept..., kept) {
            let slot = Int(truncatingIfNeeded: number) & mask
            newEntries[slot] = Entry(kind: change.kind, rib: change.rib, parent: change.parent, time: change.time)
            newNames[slot] = change.name
            if let leak = change.leak { leaks[number] = leak }
        }
        entries = newEntries
        names = newNames
    }

    /// The system's monotonic clock at the grain of its tick (``CoarseClock``): good enough for
    /// a timeline.
    package nonisolated static func coarseNanoseconds() -> UInt64 {
        CoarseClock.nanoseconds()
    }
}
