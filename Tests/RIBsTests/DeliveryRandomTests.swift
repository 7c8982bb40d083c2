import Foundation
import RIBs
import RIBsTesting
import TestSupport
import Testing

/// Random sends, attaches, detaches, activations and subscriptions against a model, for both
/// styles, which share one delivery:
/// - stream-style children with one to four outputs, attached and detached at random, sending
///   while they activate (in the attach turn), later, from the main actor and from other
///   threads, and in the turn they are detached; their handlers sometimes detach their own
///   child;
/// - classic interactors that subscribe to services' relays in `didBecomeActive`
///   (`subscribe(onNext:).cancelOnDeactivate`), activated and deactivated at random.
/// Every event sent while its child is attached (or its interactor active) is handled exactly
/// once, all of one child's outputs in the order it sent them, and none sent after the detach
/// (or the deactivation); a child's detach handler runs once, after its last event.
@MainActor
@Suite struct DeliveryRandomTests {
    /// 5,000 a seed in `swift test`, 100,000 in the end-to-end run; `RIBS_RANDOM_OPERATIONS=N`
    /// runs N.
    static let operationsPerSeed = TestScale.operations(quick: 5_000, full: 100_000)

    @MainActor
    final class Child {
        let id: Int
        let relays: [EventRelay<Int>]
        /// Let go once the child is detached: the leak detector expects its node to go.
        var built: BuiltRIB<[Events<Int>]>?
        var isAttached = false
        /// Every event sent while attached, in send order: what must arrive.
        var owed: [Int] = []
        /// Events sent from another thread while a handler detached the child: the send and the
        /// detach raced, so the event arrives (sent first) or not (sent after), either way right.
        var raced: Set<Int> = []
        var delivered: [Int] = []
        var detachHandlerRuns = 0
        var deliveredAfterDetachHandler = false

        init(id: Int, outputs: Int) {
            self.id = id
            relays = (0..<outputs).map { _ in EventRelay<Int>() }
            built = BuiltRIB(node: RIBNode(name: "Child\(id)"), view: nil, outputs: relays.map(\.events))
        }
    }

    /// A subscription started later in an active period (not in `didBecomeActive`), to one
    /// service, bound to its follower's period.
    @MainActor
    final class LateSubscription {
        let service: Int
        var isLive = true
        var received: [Int] = []
        var owed: [Int] = []
        init(service: Int) { self.service = service }
    }

    /// A classic interactor that follows every service while it is active.
    final class Follower: Interactor {
        let services: [Events<Int>]
        var received: [Int] = []
        var owed: [Int] = []
        var late: [LateSubscription] = []

        init(services: [Events<Int>]) {
            self.services = services
        }

        override func didBecomeActive() {
            super.didBecomeActive()
            for service in services {
                service.subscribe(onNext: { [weak self] in self?.received.append($0) })
                    .cancelOnDeactivate(interactor: self)
            }
        }
    }

    @Test(.leakDetection, arguments: [5, 17, 2026] as [UInt64])
    func everyEventSentWhileAttachedOrActiveIsHandledOnceInOrder(seed: UInt64) async {
        var random = SplitMix64(seed: seed)
        let parent = RIBNode(name: "Parent")
        parent.interactable.activate()
        parent.load()
        let services = (0..<3).map { _ in EventRelay<Int>() }
        let followers = (0..<3).map { _ in Follower(services: services.map(\.events)) }
        var children: [Child] = []
        var nextEvent = 0
        var counts: [String: Int] = [:]

        /// Records what `send` owes, then sends (from the main actor, or from another thread).
        func send(_ child: Child, output: Int, fromAnotherThread: Bool) async {
            nextEvent += 1
            let event = nextEvent
            if child.isAttached { child.owed.append(event) }
            let relay = child.relays[output]
            if fromAnotherThread {
                let wasAttached = child.isAttached
                await Task.detached { relay.send(event) }.value
                // While the other thread sent, the main actor was free: a handler of an earlier
                // event may have detached the child before or after this send ran.
                if wasAttached, !child.isAttached { child.raced.insert(event) }
            } else {
                relay.send(event)
            }
        }

        func attach(_ child: Child, sendingWhileActivating: Bool) {
            child.isAttached = true
            guard let built = child.built else { return }
            if sendingWhileActivating {
                built.node.interactable.observeActiveState { [weak child] isActive in
                    guard isActive, let child, child.isAttached else { return }
                    nextEvent += 1
                    child.owed.append(nextEvent)
                    child.relays[0].send(nextEvent)
                }
            }
            parent.attach(built) { outputs, attachment in
                for output in outputs {
                    attachment.on(output) { [weak child, weak parent] event in
                        guard let child else { return }
                        child.delivered.append(event)
                        if child.detachHandlerRuns > 0 { child.deliveredAfterDetachHandler = true }
                        // Some handlers close their own child.
                        if event.isMultiple(of: 13), child.isAttached, let parent, let built = child.built {
                            child.isAttached = false
                            child.built = nil
                            parent.detach(built)
                        }
                    }
                }
                attachment.onDetach { [weak child] in child?.detachHandlerRuns += 1 }
            }
        }

        for operation in 1...Self.operationsPerSeed {
            // The recent children: attached ones, and detached ones that may still be sent to.
            let recent = children.suffix(48)
            let attached = recent.filter(\.isAttached)
            let roll = random.next() % 100
            switch roll {
            case 0..<10:
                let child = Child(id: children.count, outputs: Int(random.next() % 4) + 1)
                children.append(child)
                attach(child, sendingWhileActivating: random.next() % 2 == 0)
                counts["attach", default: 0] += 1
            case 10..<18 where !attached.isEmpty:
                let child = attached[Int(random.next() % UInt64(attached.count))]
                // In the detach turn: sometimes an event from another thread waits for the
                // main actor as the child is detached.
                if random.next() % 2 == 0 {
                    nextEvent += 1
                    let event = nextEvent
                    child.owed.append(event)
                    let relay = child.relays[Int(random.next() % UInt64(child.relays.count))]
                    sendFromAnotherThreadBlockingThisOne { relay.send(event) }
                    counts["queued at detach", default: 0] += 1
                }
                child.isAttached = false
                if let built = child.built {
                    child.built = nil
                    parent.detach(built)
                }
                counts["detach", default: 0] += 1
            case 18..<60 where !recent.isEmpty:
                // Any recent child, attached or not: one that is detached owes nothing.
                let child = recent[recent.startIndex + Int(random.next() % UInt64(recent.count))]
                let fromAnotherThread = random.next() % 4 == 0
                await send(
                    child, output: Int(random.next() % UInt64(child.relays.count)), fromAnotherThread: fromAnotherThread
                )
                counts[fromAnotherThread ? "send elsewhere" : "send", default: 0] += 1
            case 60..<68:
                let follower = followers[Int(random.next() % UInt64(followers.count))]
                if follower.isActive {
                    follower.deactivate()
                    for late in follower.late { late.isLive = false }
                } else {
                    follower.activate()
                }
                counts["toggle", default: 0] += 1
            case 68..<70:
                // A subscription started in a later turn of the active period.
                let follower = followers[Int(random.next() % UInt64(followers.count))]
                guard follower.isActive else { break }
                let late = LateSubscription(service: Int(random.next() % UInt64(services.count)))
                follower.late.append(late)
                services[late.service].events.subscribe(onNext: { [weak late] in late?.received.append($0) })
                    .cancelOnDeactivate(interactor: follower)
                counts["late subscription", default: 0] += 1
            case 70..<85:
                nextEvent += 1
                let event = nextEvent
                for follower in followers where follower.isActive { follower.owed.append(event) }
                let serviceIndex = Int(random.next() % UInt64(services.count))
                for follower in followers {
                    for late in follower.late where late.isLive && late.service == serviceIndex {
                        late.owed.append(event)
                    }
                }
                let service = services[serviceIndex]
                if random.next() % 3 == 0 {
                    await Task.detached { service.send(event) }.value
                } else {
                    service.send(event)
                }
                counts["service", default: 0] += 1
            default:
                await Task.yield()
            }
            if operation.isMultiple(of: 500), let problem = firstProblem(Array(recent), followers, settled: false) {
                Issue.record("seed \(seed), operation \(operation): \(problem)")
                return
            }
        }
        await handlersSettled()
        if let problem = firstProblem(children, followers, settled: true) {
            Issue.record("seed \(seed), at the end: \(problem)")
        }
        // The run did what it claims: every kind of operation, many times.
        for kind in [
            "attach", "detach", "queued at detach", "send", "send elsewhere", "toggle", "late subscription", "service",
        ] {
            #expect(
                counts[kind, default: 0] > Self.operationsPerSeed / 200,
                "seed \(seed): \(kind) \(counts[kind, default: 0])")
        }
        #expect(children.contains { $0.detachHandlerRuns == 1 && $0.delivered.count > 1 && $0.relays.count > 1 })
        for child in children where child.isAttached {
            if let built = child.built { parent.detach(built) }
            child.built = nil
        }
        for follower in followers { follower.deactivate() }
    }

    /// The first broken promise. Before the end (`settled: false`) an event sent from another
    /// thread may still be on its way, so what arrived must be a prefix of what is owed.
    func firstProblem(_ children: [Child], _ followers: [Follower], settled: Bool) -> String? {
        for child in children {
            let owed =
                child.raced.isEmpty
                ? child.owed : child.owed.filter { !child.raced.contains($0) || child.delivered.contains($0) }
            if settled ? child.delivered != owed : !owed.starts(with: child.delivered) {
                return "Child\(child.id) owed \(owed.suffix(8)), handled \(child.delivered.suffix(8))"
            }
            if child.deliveredAfterDetachHandler { return "Child\(child.id) had an event after its detach handler" }
            if child.detachHandlerRuns > 1 {
                return "Child\(child.id)'s detach handler ran \(child.detachHandlerRuns) times"
            }
            if settled, !child.isAttached, child.detachHandlerRuns != 1 {
                return "Child\(child.id) was detached; its handler ran \(child.detachHandlerRuns) times"
            }
        }
        for (index, follower) in followers.enumerated() {
            if settled ? follower.received != follower.owed : !follower.owed.starts(with: follower.received) {
                return "Follower\(index) owed \(follower.owed.suffix(8)), handled \(follower.received.suffix(8))"
            }
            for (number, late) in follower.late.enumerated()
            where settled ? late.received != late.owed : !late.owed.starts(with: late.received) {
                return
                    "Follower\(index)'s late subscription \(number) owed \(late.owed.suffix(8)), handled \(late.received.suffix(8))"
            }
        }
        return nil
    }
}
