import Dispatch
import Synchronization

/// A bounded single-producer, single-consumer queue with no lock: the main actor hands what it
/// observed to the inspector's own thread, and never waits for anything that thread does.
///
/// The producer writes a slot, then publishes it by advancing `tail` (release); the consumer
/// reads the slots up to `tail` (acquire), moves each value out, and frees them by advancing
/// `head` (release). A slot is only ever touched by one side at a time: the producer writes
/// slots between `tail` and `head + capacity`, the consumer reads those between `head` and
/// `tail`. A full queue drops what is offered and counts it; the app is never held.
///
/// Every element is destroyed by the producer: the consumer reads a slot in place and frees it
/// for writing again, and the producer destroys what the consumer has read, two at each offer
/// (so what was read is held only until the app's next few offers). So what the main
/// actor allocated is freed on the main actor. Freed on the inspector's thread, it took the allocator's lock of
/// the main actor's arena there, and the main actor waited for that lock in `malloc` (the
/// benchmark's one wait in ten runs, found with `perf record -e sched:sched_switch`).
///
/// The consumer parks on a semaphore when it finds the queue empty; the producer wakes it only
/// if it says it is parked. Waking is a signal, never a wait, on the producer's side.
final class Handoff<Element: Sendable>: @unchecked Sendable {
    /// Initialized between `destroyed` and `tail`: the consumer has read those before `head`,
    /// and the producer destroys them at its next offer.
    private let slots: UnsafeMutablePointer<Element>
    /// Written and read by the producer only (and the deinitializer): the slots before it hold
    /// nothing.
    @exclusivity(unchecked) private var destroyed = 0
    private let mask: Int
    let capacity: Int
    /// Written by the consumer only.
    private let head = Atomic<Int>(0)
    /// Written by the producer only.
    private let tail = Atomic<Int>(0)
    /// What a full queue refused, since it was made.
    private let refused = Atomic<Int>(0)
    /// Whether the consumer is parked, or about to be, on `wakeup`.
    private let parked = Atomic<Bool>(false)
    private let wakeup = DispatchSemaphore(value: 0)

    /// A queue of `capacity` slots, rounded up to a power of two.
    init(capacity: Int) {
        var size = 1
        while size < max(2, capacity) { size <<= 1 }
        self.capacity = size
        mask = size - 1
        slots = .allocate(capacity: size)
    }

    deinit {
        for index in destroyed..<tail.load(ordering: .relaxed) {
            (slots + (index & mask)).deinitialize(count: 1)
        }
        slots.deallocate()
    }

    // MARK: - The producer's side (one thread: the main actor)

    /// Queues `element`, or refuses it when the queue is full; returns whether it was queued.
    @discardableResult
    func offer(_ element: consuming Element) -> Bool {
        let index = tail.load(ordering: .relaxed)
        let read = head.load(ordering: .acquiring)
        // What the consumer has read is destroyed here, on the producer's thread: the slot about
        // to be written if it still holds something, and two more, so that a burst the consumer
        // read at once is not all freed inside one offer (the app's change would wait for it).
        var extra = 2
        while destroyed < read, destroyed <= index - capacity || extra > 0 {
            if destroyed > index - capacity { extra -= 1 }
            (slots + (destroyed & mask)).deinitialize(count: 1)
            destroyed += 1
        }
        guard index - read < capacity else {
            refused.add(1, ordering: .relaxed)
            return false
        }
        (slots + (index & mask)).initialize(to: element)
        tail.store(index + 1, ordering: .releasing)
        if parked.load(ordering: .sequentiallyConsistent),
            parked.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent).exchanged
        {
            wakeup.signal()
        }
        return true
    }

    /// How many elements a full queue refused.
    var refusedCount: Int { refused.load(ordering: .relaxed) }

    // MARK: - The consumer's side (one thread: the inspector's)

    /// Hands every queued element to `consume`, oldest first, in place: what `consume` keeps
    /// of it must be its own copy (the producer frees the element later). Returns how many.
    @discardableResult
    func drain(_ consume: (borrowing Element) -> Void) -> Int {
        let start = head.load(ordering: .relaxed)
        let end = tail.load(ordering: .acquiring)
        for index in start..<end {
            consume((slots + (index & mask)).pointee)
        }
        head.store(end, ordering: .releasing)
        return end - start
    }

    /// Waits until something is queued (at once if something is), or until ``wake()``.
    func waitForElements() {
        parked.store(true, ordering: .sequentiallyConsistent)
        // Checked after saying so: an element offered before is seen here, one offered after
        // sees the flag and signals.
        if tail.load(ordering: .sequentiallyConsistent) != head.load(ordering: .relaxed) {
            if parked.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent).exchanged {
                return
            }
        }
        wakeup.wait()
    }

    /// Wakes the consumer whether or not anything is queued (to stop it).
    func wake() {
        parked.store(false, ordering: .sequentiallyConsistent)
        wakeup.signal()
    }
}
