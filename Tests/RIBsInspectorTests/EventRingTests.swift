import Testing

@testable import RIBsInspector

@Suite struct EventRingTests {
    @Test(arguments: [1, 3, 10])
    func keepsTheNewestAndCountsWhatItDrops(capacity: Int) {
        var ring = EventRing<Int>(capacity: capacity)
        for value in 1...25 { ring.append(value) }
        #expect(ring.elements == Array((26 - capacity)...25))
        #expect(ring.dropped == 25 - capacity)
        #expect(ring.removeAll() == Array((26 - capacity)...25))
        #expect(ring.count == 0)
        ring.append(99)
        #expect(ring.elements == [99])
        #expect(ring.dropped == 25 - capacity)
    }
}
