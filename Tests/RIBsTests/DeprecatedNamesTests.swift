import RIBs
import RIBsTesting
import Testing

/// The stream style's first spellings still work for one release, with a deprecation that says
/// what to write instead (CHANGELOG.md).
@MainActor
@Suite(.leakDetection)
struct DeprecatedNamesTests {
    final class Part {}

    @available(*, deprecated, message: "exercises deprecated names")
    @Test func theFirstSpellingsStillBuildAttachAndKeep() async {
        let parent = RIBNode(name: "Parent")
        parent.interactable.activate()
        let relay = EventRelay<Int>()
        weak var kept: Part?
        do {
            let part = Part()
            kept = part
            let node = RIBNode(name: "Child", keeping: [part])
            let child: RIBOutput<Events<Int>> = BuiltRIB(node: node, view: nil, outputs: relay.events)
            var received: [Int] = []
            let (arrived, signal) = AsyncStream.makeStream(of: Void.self)
            var arrivals = arrived.makeAsyncIterator()
            parent.attach(
                child, as: .none,
                whileAttached: { outputs in
                    for await value in outputs {
                        received.append(value)
                        signal.yield()
                    }
                })
            await Task.yield()
            relay.send(1)
            _ = await arrivals.next()
            #expect(received == [1])
            #expect(kept != nil, "the node keeps its part while attached")
            parent.detach(child)
        }
        await LeakDetector.instance.runtimeWorkSettled()
        #expect(kept == nil, "the node lets its part go once detached")
    }
}
