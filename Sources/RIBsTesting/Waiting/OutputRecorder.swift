import RIBs
import Testing

/// Records what a RIB sends on an output stream, from the moment it is made, so a test can wait
/// for an output to be delivered without sleeping.
///
/// ```swift
/// let added = OutputRecorder(detail.outputs.addToCart)
/// detailView.tapAddToCart()
/// #expect(await added.next() == item)
/// ```
///
/// The sequence's iterator is made at `init`, so an `Events` stream is subscribed before the
/// test does anything that sends. Recording stops when the recorder goes away.
@MainActor
public final class OutputRecorder<Element> {
    /// Every element received so far, in order.
    public private(set) var elements: [Element] = []
    /// Whether the sequence ended.
    public private(set) var isFinished = false
    private var waiters: [(count: Int, wakeup: Wakeup)] = []
    private var consumer: Task<Void, Never>?

    /// Starts recording `sequence`.
    public init<Sequence: AsyncSequence>(_ sequence: Sequence) where Sequence.Element == Element {
        var iterator = sequence.makeAsyncIterator()
        consumer = Task { [weak self] in
            while let element = try? await iterator.next(isolation: MainActor.shared) {
                guard let self else { return }
                self.elements.append(element)
                self.wakeWaiters()
            }
            self?.isFinished = true
            self?.wakeWaiters()
        }
    }

    /// Waits until `count` elements have been received in all (or the sequence ended), or fails
    /// the test when `timeLimit` passes first (by default 10 s, or the `.waitTimeLimit` trait's).
    /// Returns whether they arrived.
    @discardableResult
    public func waitForCount(
        _ count: Int, timeLimit: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        let timeLimit = timeLimit ?? TestWaits.defaultLimit
        if elements.count >= count { return true }
        let limit = TimeLimit(timeLimit)
        defer { limit.end() }
        if !isFinished {
            let wakeup = Wakeup()
            waiters.append((count, wakeup))
            limit.wakes(wakeup)
            _ = await wakeup.wait()
        }
        guard elements.count >= count else {
            Issue.record(
                "\(elements.count) of the \(count) outputs expected arrived within \(timeLimit)\(isFinished ? " (the stream ended)" : ""): \(elements).\(limit.holdsNote)",
                sourceLocation: sourceLocation
            )
            return false
        }
        return true
    }

    /// The next element not yet returned by `next`, waiting for it up to `timeLimit` (failing the
    /// test and returning `nil` if it does not come).
    public func next(timeLimit: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async
        -> Element?
    {
        let wanted = returned + 1
        guard await waitForCount(wanted, timeLimit: timeLimit, sourceLocation: sourceLocation) else { return nil }
        returned = wanted
        return elements[wanted - 1]
    }

    private var returned = 0

    private func wakeWaiters() {
        waiters.removeAll { waiter in
            guard elements.count >= waiter.count || isFinished else { return false }
            waiter.wakeup.signal(true)
            return true
        }
    }

    deinit {
        consumer?.cancel()
    }
}
