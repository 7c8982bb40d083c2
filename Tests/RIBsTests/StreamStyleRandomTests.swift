import Foundation
import RIBs
import RIBsTesting
import TestSupport
import Testing

/// Random attach and detach of stream-style children, whose events are sent at random times
/// (while attached, after their detach, while the parent is inactive), against a model: an event
/// reaches the parent only while its child is attached, exactly once and in order; every event
/// sent to an attached child arrives before the child is detached, if the parent lets the main
/// actor run; and each child's subscription ends with its attachment.
@MainActor
@Suite struct StreamStyleRandomTests {
    /// 2,000 a seed in `swift test`, 10,000 in the end-to-end run; `RIBS_RANDOM_OPERATIONS=N`
    /// runs N.
    static let operationsPerSeed = TestScale.operations(quick: 2_000, full: 10_000)

    @MainActor
    final class Child {
        let id: Int
        let relay = EventRelay<Int>()
        let built: BuiltRIB<TrackedEvents<Int>>
        var isAttached = false
        var sent: [Int] = []
        var delivered: [Int] = []
        /// Events sent while attached and not delivered yet.
        var owed: [Int] = []

        init(id: Int, subscriptions: SubscriptionCount) {
            self.id = id
            built = BuiltRIB(
                node: RIBNode(name: "Child\(id)"), view: nil,
                outputs: TrackedEvents(base: relay.events, count: subscriptions))
        }
    }

    @Test(.leakDetection, arguments: [3, 11, 2026] as [UInt64])
    func eventsReachTheParentOnlyWhileAttachedAndAllOfThem(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        let parent = RIBNode(name: "Parent")
        parent.interactable.activate()
        parent.load()
        let subscriptions = SubscriptionCount()
        var children: [Child] = []
        var problems: [String] = []
        var counts: [String: Int] = [:]
        var nextID = 0
        for operation in 1...Self.operationsPerSeed {
            let attached = children.filter(\.isAttached)
            switch random.next() % 100 {
            case 0..<15:
                nextID += 1
                let child = Child(id: nextID, subscriptions: subscriptions)
                children.append(child)
                parent.attach(child.built) { outputs, attachment in
                    attachment.on(outputs) { [weak child] value in
                        guard let child else { return problems.append("an event of a freed child arrived") }
                        if !child.isAttached { problems.append("Child\(child.id)'s \(value) arrived after its detach") }
                        if child.owed.first != value {
                            problems.append(
                                "Child\(child.id)'s \(value) arrived; expected \(child.owed.first.map(String.init) ?? "nothing")"
                            )
                        }
                        if !child.owed.isEmpty { child.owed.removeFirst() }
                        child.delivered.append(value)
                    }
                }
                child.isAttached = true
                counts["attach", default: 0] += 1
            case 15..<27 where !attached.isEmpty:
                // The parent lets the main actor run first: what was sent is owed before the detach.
                let child = attached[Int(random.next() % UInt64(attached.count))]
                await settle(until: { child.owed.isEmpty })
                if !child.owed.isEmpty { problems.append("Child\(child.id) lost \(child.owed) while attached") }
                parent.detach(child.built)
                child.isAttached = false
                counts["detach", default: 0] += 1
            case 27..<70 where !children.isEmpty:
                let child = children[Int(random.next() % UInt64(children.count))]
                let value = child.sent.count + 1
                child.sent.append(value)
                if child.isAttached { child.owed.append(value) }
                child.relay.send(value)
                counts[child.isAttached ? "send" : "send after detach", default: 0] += 1
            case 70..<75:
                if parent.isActive { parent.interactable.deactivate() } else { parent.interactable.activate() }
                counts["parent active or not", default: 0] += 1
            case 75..<80:
                children.removeAll { !$0.isAttached }
                counts["release", default: 0] += 1
            default:
                await Task.yield()
            }
            if let problem = problems.first {
                Issue.record("seed \(seed), operation \(operation): \(problem)")
                return
            }
        }
        await settle(until: { children.allSatisfy { $0.owed.isEmpty } })
        #expect(children.allSatisfy { $0.owed.isEmpty }, "seed \(seed): events lost at the end")
        // One live subscription per attached child, none for the others.
        await settle(until: { subscriptions.live == children.filter(\.isAttached).count })
        #expect(subscriptions.live == children.filter(\.isAttached).count, "seed \(seed)")
        #expect(counts.count == 6, "seed \(seed): \(counts)")
        for child in children where child.isAttached { parent.detach(child.built) }
        await settle(until: { subscriptions.live == 0 })
        #expect(subscriptions.live == 0, "seed \(seed): subscriptions outlived their children")
    }

    /// Lets the main actor run until `done`, for at most 1,000 turns: a bound on work, not a time.
    func settle(until done: () -> Bool) async {
        for _ in 0..<1_000 where !done() { await Task.yield() }
    }
}

/// Counts the iterators alive: one per subscription, gone when the subscription ends.
@MainActor
final class SubscriptionCount: Sendable {
    nonisolated(unsafe) private(set) var live = 0
    nonisolated func started() { MainActor.assumeIsolated { live += 1 } }
    nonisolated func ended() { MainActor.assumeIsolated { live -= 1 } }
}

/// An ``Events`` whose iterators report their start and their end.
struct TrackedEvents<Element: Sendable>: AsyncSequence, Sendable {
    let base: Events<Element>
    let count: SubscriptionCount

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: Events<Element>.AsyncIterator
        let token: Token

        mutating func next() async -> Element? { await base.next() }
    }

    final class Token: Sendable {
        let count: SubscriptionCount
        init(_ count: SubscriptionCount) {
            self.count = count
            count.started()
        }
        deinit { count.ended() }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), token: Token(count))
    }
}
