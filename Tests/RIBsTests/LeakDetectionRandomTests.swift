import Foundation
import RIBs
import RIBsTesting
import TestSupport
import Testing

/// Random attach, detach, re-attach, release and the passing of time, against a model of which
/// RIBs the leak detector must report: a RIB detached and still held when its second is up is a
/// leak (reported once, at its path); one re-attached in time, or released, is not.
@MainActor
@Suite struct LeakDetectionRandomTests {
    /// 2,000 a seed in `swift test`, 10,000 in the end-to-end run; `RIBS_RANDOM_OPERATIONS=N`
    /// runs N.
    static let operationsPerSeed = TestScale.operations(quick: 2_000, full: 10_000)

    /// A RIB the test holds, attached or not.
    final class Held {
        let router: NamedRouter
        /// When it was detached, on the detector's clock; nil while attached.
        var detachedAt: Duration?
        var isAttached: Bool { detachedAt == nil }
        init(_ router: NamedRouter) { self.router = router }
    }

    @Test(.leakDetection, arguments: [1, 5, 99] as [UInt64])
    func reportsAreExactlyTheRIBsHeldPastTheirDeadline(seed: UInt64) async throws {
        let testing = try #require(LeakTesting.current)
        var random = SplitMix64(seed: seed)
        let root = NamedRouter("Root")
        root.interactable.activate()
        root.load()
        var held: [Held] = []
        var now = Duration.zero
        var expectedLeaks: [String] = []
        var counts: [String: Int] = [:]
        var nextName = 0
        var leaksReported = 0
        for operation in 1...Self.operationsPerSeed {
            // Other tests' main-actor work runs in between (issue 38: a test that held the main
            // actor for seconds made their waits run out).
            if operation.isMultiple(of: 50) { await Task.yield() }
            let roll = random.next() % 100
            let attached = held.filter(\.isAttached)
            let detached = held.filter { !$0.isAttached }
            switch roll {
            case 0..<25:
                nextName += 1
                let rib = Held(NamedRouter("R\(nextName)"))
                root.attachChild(rib.router)
                held.append(rib)
                counts["attach", default: 0] += 1
            case 25..<50 where !attached.isEmpty:
                let rib = attached[Int(random.next() % UInt64(attached.count))]
                root.detachChild(rib.router)
                rib.detachedAt = now
                counts["detach", default: 0] += 1
            case 50..<62 where !detached.isEmpty:
                // Attached again before or after its deadline: a report already made stays made.
                let rib = detached[Int(random.next() % UInt64(detached.count))]
                root.attachChild(rib.router)
                rib.detachedAt = nil
                counts["re-attach", default: 0] += 1
            case 62..<80 where !detached.isEmpty:
                let rib = detached[Int(random.next() % UInt64(detached.count))]
                held.removeAll { $0 === rib }
                counts["release", default: 0] += 1
            default:
                let step = Duration.milliseconds(Int(random.next() % 700))
                now += step
                // Held past its deadline since the last advance: reported now, once.
                for rib in held where !rib.isAttached {
                    if let detachedAt = rib.detachedAt, detachedAt + .seconds(1) <= now,
                        detachedAt + .seconds(1) > now - step
                    {
                        expectedLeaks.append("Root/\(rib.router.name)")
                    }
                }
                testing.clock.advance(by: step)
                counts["time", default: 0] += 1
                let reported = Set(testing.takeReports().compactMap(\.path))
                if reported != Set(expectedLeaks) {
                    Issue.record(
                        "seed \(seed), operation \(operation): reported \(reported.sorted()), expected \(expectedLeaks.sorted())"
                    )
                    return
                }
                leaksReported += expectedLeaks.count
                expectedLeaks = []
            }
        }
        #expect(counts.keys.sorted() == ["attach", "detach", "re-attach", "release", "time"], "\(counts)")
        #expect(leaksReported > Self.operationsPerSeed / 100, "seed \(seed): \(leaksReported) leaks")
        // What is still held and detached at the end is a leak the trait would report: release it.
        held = []
        _ = testing.takeReports()
    }
}
