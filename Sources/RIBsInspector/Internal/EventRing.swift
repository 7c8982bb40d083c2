/// A ring of the newest `capacity` elements: appending to a full ring drops the oldest and
/// counts it. Pure: the inspector's hub and each client's queue hold one under their lock.
struct EventRing<Element> {
    let capacity: Int
    private var storage: [Element?]
    private var start = 0
    private(set) var count = 0
    /// How many elements were dropped to make room, since the ring was made.
    private(set) var dropped = 0

    init(capacity: Int) {
        precondition(capacity > 0, "EventRing: capacity must be positive")
        self.capacity = capacity
        storage = Array(repeating: nil, count: capacity)
    }

    mutating func append(_ element: Element) {
        if count == capacity {
            storage[start] = element
            start = (start + 1) % capacity
            dropped += 1
        } else {
            storage[(start + count) % capacity] = element
            count += 1
        }
    }

    /// The elements, oldest first.
    var elements: [Element] {
        (0..<count).map { storage[(start + $0) % capacity]! }
    }

    /// The elements, oldest first, and an empty ring (the drop count stays).
    mutating func removeAll() -> [Element] {
        let all = elements
        for index in storage.indices { storage[index] = nil }
        start = 0
        count = 0
        return all
    }
}
