import RIBs
import RIBsTesting
import Synchronization
import Testing

/// A child with two outputs, as a stream-style Detail has (`close`, `addToCart`).
struct DetailOutputs {
    let close: Events<Void>
    let addToCart: Events<String>
}

@MainActor
final class DetailInteractor {
    let closing = EventRelay<Void>()
    let adding = EventRelay<String>()
    /// Sent as the RIB activates, to prove nothing sent that early is missed.
    var sendOnActivation: String?

    func start(on node: RIBNode) {
        node.interactable.observeActiveState { [weak self] isActive in
            if isActive, let item = self?.sendOnActivation { self?.adding.send(item) }
        }
    }
}

@MainActor
func buildDetail(_ name: String = "Detail", sendOnActivation: String? = nil) -> (
    output: BuiltRIB<DetailOutputs>, interactor: DetailInteractor
) {
    let node = RIBNode(name: name)
    let interactor = DetailInteractor()
    interactor.sendOnActivation = sendOnActivation
    interactor.start(on: node)
    final class DetailView: ViewControllable {}
    let outputs = DetailOutputs(close: interactor.closing.events, addToCart: interactor.adding.events)
    return (BuiltRIB(node: node, view: DetailView(), outputs: outputs, keeping: [interactor]), interactor)
}

@MainActor
@Suite(.leakDetection)
struct AttachmentTests {
    func activeParent() -> RIBNode {
        let parent = RIBNode(name: "Catalog")
        parent.interactable.activate()
        parent.load()
        return parent
    }

    /// Several outputs of one child, each with its own handler, no task group; all end with it.
    @Test func eachOutputHasItsHandlerAndAllEndWithTheChild() async {
        let parent = activeParent()
        let (detail, interactor) = buildDetail()
        var cart: [String] = []
        var closes = 0
        let (handled, signal) = AsyncStream.makeStream(of: Void.self)
        var handledIterator = handled.makeAsyncIterator()
        parent.attach(detail, as: .push) { outputs, attachment in
            attachment.on(outputs.addToCart) { item in
                cart.append(item)
                signal.yield()
            }
            attachment.on(outputs.close) {
                closes += 1
                signal.yield()
            }
        }
        interactor.adding.send("teapot")
        interactor.closing.send(())
        interactor.adding.send("kettle")
        for _ in 0..<3 { _ = await handledIterator.next() }
        #expect(cart == ["teapot", "kettle"] && closes == 1)
        parent.detach(detail)
        interactor.adding.send("after")
        await LeakDetector.instance.runtimeWorkSettled()
        #expect(cart == ["teapot", "kettle"])
    }

    /// What the child sends while it activates, inside `attach`, reaches the parent.
    @Test func anOutputSentWhileTheChildActivatesIsNotMissed() async {
        let parent = activeParent()
        let (detail, _) = buildDetail(sendOnActivation: "first")
        let received = OutputBox()
        parent.attach(detail, as: .push) { outputs, attachment in
            attachment.on(outputs.addToCart) { received.append($0) }
        }
        await received.waitFor(count: 1)
        #expect(received.items == ["first"])
        parent.detach(detail)
    }

    /// The guarantee is structural (the iterator exists before `attach` returns), so it holds
    /// with the cooperative pool busy: every event sent right after each attach arrives.
    @Test func noEventIsLostRightAfterAttachUnderLoad() async {
        final class Flag: Sendable { let isSet = Atomic<Bool>(false) }
        let stop = Flag()
        let hogs = (0..<4).map { _ in
            Task.detached { while !stop.isSet.load(ordering: .relaxed) { await Task.yield() } }
        }
        defer {
            stop.isSet.store(true, ordering: .relaxed)
            for hog in hogs { hog.cancel() }
        }
        let parent = activeParent()
        let received = OutputBox()
        for index in 0..<200 {
            let (detail, interactor) = buildDetail("Detail\(index)")
            parent.attach(detail, as: .push) { outputs, attachment in
                attachment.on(outputs.addToCart) { received.append($0) }
            }
            interactor.adding.send("\(index)")
        }
        await received.waitFor(count: 200)
        #expect(Set(received.items) == Set((0..<200).map(String.init)))
    }

    /// A back gesture detaches the child through the view container: the parent's handler is
    /// told, as when its router detaches the child.
    @Test(arguments: ["back gesture", "router"])
    func theParentLearnsOfEveryDetach(by whom: String) {
        let parent = activeParent()
        let (detail, _) = buildDetail()
        var selection: String? = "teapot"
        parent.attach(detail, as: .push) { _, attachment in
            attachment.onDetach { selection = nil }
        }
        if whom == "back gesture" { parent.viewContainer.pop() } else { parent.detach(detail) }
        #expect(selection == nil)
        #expect(parent.children.isEmpty)
    }

    /// An adapter consumes a stream while its RIB is active, and again after it reactivates.
    @Test func whileActiveConsumingResumesAfterReactivation() async {
        let parent = activeParent()
        let (child, _) = buildDetail("Terms")
        parent.attach(child, as: .push)
        let relay = EventRelay<String>()
        let received = OutputBox()
        child.node.whileActive(consuming: relay.events) { received.append($0) }
        relay.send("one")
        await received.waitFor(count: 1)
        parent.interactable.deactivate()
        relay.send("while inactive")
        parent.interactable.activate()
        relay.send("two")
        await received.waitFor(count: 2)
        #expect(received.items == ["one", "two"])
        parent.detach(child)
    }

    @Test func aLeakedNodeIsReportedWithItsLikelyCause() {
        let parent = activeParent()
        var kept: RIBNode?
        do {
            let (detail, _) = buildDetail()
            kept = detail.node  // as a router holding its node, kept outside the tree, would
            parent.attach(detail, as: .push)
            parent.detach(detail)
        }
        LeakTesting.current!.clock.advance(by: .seconds(5))
        let report = LeakTesting.current!.takeReports().first { $0.typeName == "RIBNode" }
        #expect(report?.path == "Catalog/Detail")
        #expect(
            report?.likelyCause.contains("A RIBNode is kept by something that holds one of its RIB's own objects")
                == true)
        _ = kept
    }
}

/// Items a handler received, and a wait for them (no sleeping: woken by each append).
@MainActor
final class OutputBox {
    private(set) var items: [String] = []
    private var waiting: (count: Int, continuation: CheckedContinuation<Void, Never>)?

    func append(_ item: String) {
        items.append(item)
        if let waiting, items.count >= waiting.count {
            self.waiting = nil
            waiting.continuation.resume()
        }
    }

    func waitFor(count: Int) async {
        guard items.count < count else { return }
        await withCheckedContinuation { waiting = (count, $0) }
    }
}
