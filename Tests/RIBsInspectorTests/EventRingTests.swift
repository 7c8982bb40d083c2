import Testing

@testable import RIBsInspector

@Suite struct EventRingTests {
    @Test(arguments: [1, 3, 10])
    func keepsTheNewestAndCountsWhatItDrops(capacity: Int) {
        var ring = EventRing<Int>(capacity: capacity)
        for value in 1...25 { ring.append(value) }
        #expect(ring.elements == Array((26 - capacity)...25))
        #expect(ring.dropped == 25 - capacity)
        let taken = ring.takeAll()
        #expect(taken.elements == Array((26 - capacity)...25))
        #expect(taken.dropped == 25 - capacity)
        #expect(ring.count == 0)
        #expect(ring.elements.isEmpty)
        ring.append(99)
        #expect(ring.elements == [99])
        #expect(ring.dropped == 25 - capacity)
        // Filled past capacity again, it drops from its new elements and keeps counting.
        for value in 100..<(100 + capacity) { ring.append(value) }
        #expect(ring.elements == Array(100..<(100 + capacity)))
        #expect(ring.dropped == 25 - capacity + 1)
    }
}
