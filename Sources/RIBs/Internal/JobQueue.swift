/// A first-in, first-out queue of main-actor jobs: an array read from a moving head, compacted
/// when the head has passed half of it, so that appending and taking are constant time.
struct JobQueue {
    private var jobs: [@MainActor () -> Void] = []
    private var head = 0

    var isEmpty: Bool { head == jobs.count }

    mutating func append(_ job: @escaping @MainActor () -> Void) {
        jobs.append(job)
    }

    mutating func popFirst() -> (@MainActor () -> Void)? {
        guard head < jobs.count else { return nil }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 32, head * 2 > jobs.count {
            jobs.removeFirst(head)
            head = 0
        }
        return job
    }
}
