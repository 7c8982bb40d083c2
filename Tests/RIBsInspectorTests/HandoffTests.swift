import Dispatch
import Foundation
import Testing

@testable import RIBsInspector

/// The lock-free queue from the main actor to the inspector's thread: in order, nothing lost
/// while there is room, a full queue refuses and counts, and a parked consumer is woken.
@Suite struct HandoffTests {
    @Test func elementsAreTakenInOrderAndAFullQueueRefusesAndCounts() {
        let handoff = Handoff<Int>(capacity: 4)
        #expect(handoff.capacity == 4)
        for number in 1...4 { #expect(handoff.offer(number)) }
        #expect(!handoff.offer(5), "full")
        #expect(handoff.refusedCount == 1)
        var taken: [Int] = []
        #expect(handoff.drain { taken.append($0) } == 4)
        #expect(taken == [1, 2, 3, 4])
        #expect(handoff.offer(6), "room again once taken")
        #expect(handoff.drain { taken.append($0) } == 1)
        #expect(taken == [1, 2, 3, 4, 6])
    }

    /// What the producer hands over is freed by the producer, two at each offer once the
    /// consumer has read them, never by the consumer (so the main actor's allocations are not freed
    /// on another thread); the queue frees what is left when it goes.
    @Test func theProducerFreesWhatTheConsumerReadAtItsNextOffer() {
        final class Payload: Sendable {
            let number: Int
            init(_ number: Int) { self.number = number }
        }
        var handoff: Handoff<Payload>? = Handoff<Payload>(capacity: 4)
        weak var first: Payload?
        weak var second: Payload?
        weak var third: Payload?
        do {
            let one = Payload(1)
            let two = Payload(2)
            first = one
            second = two
            handoff?.offer(one)
            handoff?.offer(two)
        }
        var read: [Int] = []
        handoff?.drain { read.append($0.number) }
        #expect(read == [1, 2])
        #expect(first != nil && second != nil, "read in place, not freed by the consumer")
        do {
            let three = Payload(3)
            third = three
            handoff?.offer(three)
        }
        #expect(first == nil && second == nil, "freed by the producer at its next offer, two at most")
        #expect(third != nil, "not read yet")
        handoff = nil
        #expect(third == nil, "freed with the queue")
    }

    /// A burst the consumer read at once is freed two at each offer, not all in one, and a slot
    /// the producer writes again is always emptied first.
    @Test func aBurstIsFreedTwoAtEachOffer() {
        final class Payload: Sendable {}
        let handoff = Handoff<Payload>(capacity: 8)
        var watched: [() -> Bool] = []
        for _ in 0..<6 {
            let payload = Payload()
            weak let weakPayload = payload
            watched.append { weakPayload != nil }
            handoff.offer(payload)
        }
        handoff.drain { _ in }
        func alive() -> Int { watched.filter { $0() }.count }
        #expect(alive() == 6)
        handoff.offer(Payload())
        #expect(alive() == 4)
        handoff.offer(Payload())
        #expect(alive() == 2)
        handoff.offer(Payload())
        #expect(alive() == 0)
        // The queue wraps: every write lands in an emptied slot (a double free would crash here).
        for _ in 0..<40 {
            handoff.offer(Payload())
            handoff.drain { _ in }
        }
    }

    @Test func aProducerAndAParkingConsumerOnTwoThreadsLoseNothing() {
        let count = 200_000
        let handoff = Handoff<Int>(capacity: 64)
        let consumed = DispatchSemaphore(value: 0)
        let received = ReceivedNumbers()
        let consumer = Thread {
            var next = 0
            var inOrder = true
            while next < count {
                handoff.drain { number in
                    inOrder = inOrder && number == next
                    next += 1
                }
                if next < count { handoff.waitForElements() }
            }
            received.set(next, inOrder: inOrder)
            consumed.signal()
        }
        consumer.start()
        var sent = 0
        while sent < count {
            // A full queue refuses: this producer tries again, as the app would not.
            if handoff.offer(sent) { sent += 1 } else { sched_yield() }
        }
        #expect(
            consumed.wait(timeout: .now() + .seconds(60)) == .success,
            "the consumer did not take \(count) numbers within 60 s (a lost wake-up parks it for ever)")
        #expect(received.count == count)
        #expect(received.inOrder, "in the order offered")
    }
}

/// What the consumer thread saw, read by the test once it signalled.
private final class ReceivedNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var values = (count: 0, inOrder: false)

    func set(_ count: Int, inOrder: Bool) {
        lock.withLock { values = (count, inOrder) }
    }

    var count: Int { lock.withLock { values.count } }
    var inOrder: Bool { lock.withLock { values.inOrder } }
}
