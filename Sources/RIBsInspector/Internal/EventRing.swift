/// A ring of the newest `capacity` elements: appending to a full ring drops the oldest and
/// counts it. Pure: the inspector's hub and each client's queue hold one under their lock.
///
/// The storage grows by appending until it holds `capacity` elements, and only then wraps. So an
/// empty ring owns no storage, and ``takeAll()`` can hand every element over in constant time:
/// a client's queue takes its batch under the lock the app appends under, and the copying and
/// releasing happen after the lock is let go.
struct EventRing<Element> {
    let capacity: Int
    /// The elements; once full, the oldest is at `start`.
    private var storage: [Element] = []
    private var start = 0
    /// How many elements were dropped to make room, since the ring was made.
    private(set) var dropped = 0

    init(capacity: Int) {
        precondition(capacity > 0, "EventRing: capacity must be positive")
        self.capacity = capacity
    }

    var count: Int { storage.count }

    mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[start] = element
            start = (start + 1) % capacity
            dropped += 1
        }
    }

    /// The elements, oldest first.
    var elements: [Element] {
        start == 0 ? storage : Array(storage[start...] + storage[..<start])
    }

    /// Every element, as a ring of its own, leaving this one empty (the drop count stays); it
    /// neither copies nor frees an element.
    mutating func takeAll() -> EventRing {
        var emptied = EventRing(capacity: capacity)
        emptied.dropped = dropped
        swap(&self, &emptied)
        return emptied
    }
}
