import Observation
import RIBs
import RIBsTesting
import Synchronization
import TestSupport
import Testing

// A stream-style RIB as an app writes it: no base classes.

struct CounterState { var count = 0 }

struct ChildOutputs {
    let done: Events<Int>
}

@MainActor
final class ChildInteractor {
    let state: StateWriter<CounterState>
    let doneRelay = EventRelay<Int>()
    init(state: StateWriter<CounterState>) { self.state = state }
    func increment() { state.update { $0.count += 1 } }
    func finish() { doneRelay.send(state.state.count) }
}

final class ChildView: ViewControllable {
    let state: StateContainer<CounterState>
    init(state: StateContainer<CounterState>) { self.state = state }
}

/// Builds a child RIB; `name` is its name in the tree.
@MainActor
func buildChild(_ name: String) -> (output: BuiltRIB<ChildOutputs>, interactor: ChildInteractor) {
    let (container, writer) = StateContainer.make(CounterState())
    let interactor = ChildInteractor(state: writer)
    let node = RIBNode(name: name)
    let outputs = ChildOutputs(done: interactor.doneRelay.events)
    return (
        BuiltRIB(node: node, view: ChildView(state: container), outputs: outputs, keeping: [interactor]), interactor
    )
}

@MainActor
@Suite(.leakDetection)
struct StreamStyleTests {
    func activeParent() -> RIBNode {
        let parent = RIBNode(name: "Main")
        parent.interactable.activate()
        parent.load()
        return parent
    }

    @Test func stateIsWrittenThroughTheWriterAndObserved() {
        let (container, writer) = StateContainer.make(CounterState())
        let changes = Mutex(0)
        withObservationTracking {
            _ = container.count
        } onChange: {
            changes.withLock { $0 += 1 }
        }
        writer.update { $0.count += 2 }
        #expect(container.count == 2)
        #expect(writer.state.count == 2)
        #expect(changes.withLock { $0 } == 1)
    }

    @Test func eventRelayIsMulticastFromTheMomentOfSubscription() async {
        let relay = EventRelay<Int>()
        relay.send(0)  // nobody listens yet
        var first = relay.events.makeAsyncIterator()
        var second = relay.events.makeAsyncIterator()
        relay.send(1)
        #expect(await first.next() == 1)
        #expect(await second.next() == 1)
        relay.finish()
        #expect(await first.next() == nil)
    }

    @Test func valueRelayStartsWithTheCurrentValueAndEndsWithTheRelay() async {
        var relay: ValueRelay<Int>? = ValueRelay(1)
        let values = relay!.values
        var iterator = values.makeAsyncIterator()
        relay!.value = 2
        relay!.update { $0 += 1 }
        relay = nil
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == 3)
        #expect(await iterator.next() == nil)
    }

    @Test func attachShowsTheViewAndDetachRemovesIt() {
        let parent = activeParent()
        let (child, _) = buildChild("Screen2")
        parent.attach(child, as: .push)
        #expect(parent.viewContainer.stack.map(\.name) == ["Screen2"])
        #expect(parent.snapshot == RouterSnapshot("Main", children: [RouterSnapshot("Screen2")]))
        parent.detach(child)
        #expect(parent.viewContainer.stack.isEmpty)
        #expect(parent.children.isEmpty)
    }

    @Test func dismissingTheViewDetachesTheRIB() {
        let parent = activeParent()
        let (pushed, _) = buildChild("Screen2")
        let (presented, _) = buildChild("SubRoute")
        let (embedded, _) = buildChild("Embedded")
        parent.attach(pushed, as: .push)
        parent.attach(presented, as: .present)
        parent.attach(embedded, as: .embed("top"))
        parent.viewContainer.pop()  // the back gesture
        parent.viewContainer.dismiss(ObjectIdentifier(presented.node))  // the swipe down
        #expect(parent.children.map(\.name) == ["Embedded"])
        #expect(parent.viewContainer.routes.map(\.name) == ["Embedded"])
        #expect(!pushed.node.isActive && !presented.node.isActive)
    }

    @Test func subscriptionsToAChildEndWhenItIsDetached() async {
        let parent = activeParent()
        let (child, interactor) = buildChild("Child")
        var received: [Int] = []
        let (handled, handledSignal) = AsyncStream.makeStream(of: Void.self)
        var handledIterator = handled.makeAsyncIterator()
        var detachCount = 0
        parent.attach(child, as: .push) { outputs, attachment in
            attachment.on(outputs.done) { value in
                received.append(value)
                handledSignal.yield()
            }
            attachment.onDetach { detachCount += 1 }
        }
        // No yield: the subscription is in place when attach returns.
        interactor.increment()
        interactor.finish()
        _ = await handledIterator.next()
        parent.detach(child)
        #expect(detachCount == 1)
        interactor.finish()  // after detach: nobody listens
        await LeakDetector.instance.runtimeWorkSettled()  // the cancelled subscription has ended
        #expect(received == [1])
    }

    @Test func aRetainedPartOfADetachedRIBIsReportedWithItsPath() {
        let parent = activeParent()
        var kept: ChildInteractor?
        do {
            let (child, interactor) = buildChild("Screen1")
            kept = interactor  // a leak: something outside the RIB holds its interactor
            parent.attach(child, as: .push)
            parent.detach(child)
        }
        LeakTesting.current!.clock.advance(by: .seconds(5))
        #expect(LeakTesting.current!.takeReports().map(\.path) == ["Main/Screen1/ChildInteractor"])
        _ = kept
    }

    @Test func aReleasedRIBLeavesNothingBehind() {
        let parent = activeParent()
        do {
            let (child, _) = buildChild("Screen1")
            parent.attach(child, as: .embed("slot"))
            parent.detach(child)
        }
        LeakTesting.current!.clock.advance(by: .seconds(5))
        #expect(LeakDetector.instance.reports.isEmpty)
        #expect(LeakDetector.instance.pendingCount == 0)
    }

    @Test(arguments: [7, 11, 2026] as [UInt64])
    func navigationStateNeverDriftsFromTheTree(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let parent = activeParent()
        var attached: [BuiltRIB<ChildOutputs>] = []
        let placements: [Placement] = [.push, .push, .present, .embed("a"), .embed("b")]
        for step in 1...400 {
            let roll = generator.next() % 4
            if roll == 0 || attached.isEmpty {
                let placement = placements[Int(generator.next() % UInt64(placements.count))]
                if case .embed(let slot) = placement, let occupant = parent.viewContainer.embedded[slot] {
                    parent.viewContainer.dismiss(occupant.id)  // a slot holds one child
                    attached.removeAll { ObjectIdentifier($0.node) == occupant.id }
                }
                let (child, _) = buildChild("C\(step)")
                parent.attach(child, as: placement)
                attached.append(child)
            } else {
                let index = Int(generator.next() % UInt64(attached.count))
                let child = attached.remove(at: index)
                if roll == 1 {
                    parent.detach(child)
                } else {
                    parent.viewContainer.dismiss(ObjectIdentifier(child.node))
                }
            }
            let routeIDs = Set(parent.viewContainer.routes.map(\.id))
            let childIDs = Set(parent.children.map { ObjectIdentifier($0) })
            if routeIDs != childIDs || childIDs != Set(attached.map { ObjectIdentifier($0.node) }) {
                Issue.record(
                    "seed \(seed), step \(step): routes \(parent.viewContainer.routes.map(\.name)) vs children \(parent.children.map(\.name))"
                )
                return
            }
        }
    }
}
