/// When the leak detector must wake up: a pure state machine over pending deadlines.
///
/// All pending checks share one wake-up: the earliest deadline. Adding a check returns whether
/// that wake-up must move earlier; waking up returns the checks that are due and the next
/// wake-up. No clock, task or lock is involved, so it is tested without concurrency.
struct LeakCheckSchedule {
    /// What the owner must do with its single timer.
    enum Action: Equatable {
        /// Keep the timer as it is.
        case none
        /// (Re)arm the timer for this deadline, replacing any earlier arming.
        case wakeUp(at: Duration)
        /// Nothing is left to check: stop the timer.
        case disarm
    }

    private var heap = BinaryHeap()
    /// The deadline the owner's timer is armed for, if any.
    private(set) var armedDeadline: Duration?

    /// How many deadlines are queued, cancelled ones included until they come due.
    var count: Int { heap.count }

    /// Queues check `id` for `deadline`.
    mutating func add(_ id: UInt64, deadline: Duration) -> Action {
        heap.insert((deadline, id))
        if let armedDeadline, armedDeadline <= deadline { return .none }
        armedDeadline = deadline
        return .wakeUp(at: deadline)
    }

    /// Drops the deadlines of checks that are no longer pending (withdrawn ones), so they neither
    /// take memory nor wake the timer. Returns how to re-arm the timer.
    mutating func retainOnly(where isPending: (UInt64) -> Bool) -> Action {
        heap.removeAll { !isPending($0.id) }
        guard let next = heap.min else {
            armedDeadline = nil
            return .disarm
        }
        if armedDeadline == next.deadline { return .none }
        armedDeadline = next.deadline
        return .wakeUp(at: next.deadline)
    }

    /// Called when the timer fires at `now`: returns the due checks, earliest first, and how to
    /// re-arm the timer for the rest.
    mutating func wakeUp(now: Duration) -> (due: [UInt64], next: Action) {
        var due: [UInt64] = []
        while let earliest = heap.min, earliest.deadline <= now {
            due.append(earliest.id)
            heap.removeMin()
        }
        guard let next = heap.min else {
            armedDeadline = nil
            return (due, .none)
        }
        if armedDeadline == next.deadline { return (due, .none) }
        armedDeadline = next.deadline
        return (due, .wakeUp(at: next.deadline))
    }
}

/// A min-heap of (deadline, id), ordered by deadline then id, so equal deadlines come due in the
/// order they were added.
private struct BinaryHeap {
    typealias Entry = (deadline: Duration, id: UInt64)
    private var storage: [Entry] = []

    var count: Int { storage.count }
    var min: Entry? { storage.first }

    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.deadline < b.deadline || (a.deadline == b.deadline && a.id < b.id)
    }

    mutating func insert(_ entry: Entry) {
        storage.append(entry)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(storage[child], storage[parent]) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes the entries `shouldRemove` selects and restores the heap order (O(n)).
    mutating func removeAll(where shouldRemove: (Entry) -> Bool) {
        storage.removeAll(where: shouldRemove)
        for parent in stride(from: storage.count / 2 - 1, through: 0, by: -1) { siftDown(from: parent) }
    }

    mutating func removeMin() {
        guard !storage.isEmpty else { return }
        storage.swapAt(0, storage.count - 1)
        storage.removeLast()
        siftDown(from: 0)
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < storage.count, Self.precedes(storage[left], storage[smallest]) { smallest = left }
            if right < storage.count, Self.precedes(storage[right], storage[smallest]) { smallest = right }
            if smallest == parent { return }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
