#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    // Main-actor state, read and written only here, so without dynamic exclusivity checks: an
    // attach pays for the copy and nothing else.
    @exclusivity(unchecked) private static var readers: [UInt64: Int] = [:]
    @exclusivity(unchecked) private static var lastReaderID: UInt64 = 0
    /// The ring: `mask + 1` slots, a power of two, every one initialized (empty ones hold a
    /// placeholder), so a change is assigned to its slot without asking whether one was there.
    @exclusivity(unchecked) private static var slots: UnsafeMutablePointer<TreeChange>?
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
        guard let slots else { return ([], recorded) }
        let size = UInt64(mask + 1)
        let first = max(next, oldestKept, recorded > size ? recorded - size : 0)
        guard first < recorded else { return ([], recorded) }
        return ((first..<recorded).map { slots[Int(truncatingIfNeeded: $0) & mask] }, recorded)
    }

    /// Keeps `change`, stamped with the time now. ``RIBEventSink`` records; a tool reads.
    static func record(_ change: consuming TreeChange) {
        guard let slots else { return }
        change.time = coarseNanoseconds()
        slots[Int(truncatingIfNeeded: recorded) & mask] = change
        recorded &+= 1
    }

    /// Makes the ring the size the readers need, keeping the newest changes, or frees it.
    private static func resize() {
        let wanted = readers.values.max() ?? 0
        var size = wanted == 0 ? 0 : 1
        while size < wanted { size <<= 1 }
        guard size != (slots == nil ? 0 : mask + 1) else { return }
        let kept = changes(after: 0).changes.suffix(size)
        if let slots {
            slots.deinitialize(count: mask + 1)
            slots.deallocate()
        }
        slots = nil
        mask = 0
        oldestKept = recorded - UInt64(kept.count)
        isRecording = size > 0
        RIBEventSink.readersDidChange()
        guard size > 0 else { return }
        let resized = UnsafeMutablePointer<TreeChange>.allocate(capacity: size)
        resized.initialize(
            repeating: TreeChange(
                kind: .attached, rib: RIBID(rawValue: 0), parent: RIBID(rawValue: 0), name: "", time: 0),
            count: size)
        mask = size - 1
        for (number, change) in zip(oldestKept..., kept) {
            resized[Int(truncatingIfNeeded: number) & mask] = change
        }
        slots = resized
    }

    /// The system's monotonic clock at the grain of its tick, read without the precise clock's
    /// counter: good enough for a timeline.
    package nonisolated static func coarseNanoseconds() -> UInt64 {
        var time = timespec()
        #if os(Linux)
        clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
        #else
        clock_gettime(CLOCK_MONOTONIC, &time)
        #endif
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
