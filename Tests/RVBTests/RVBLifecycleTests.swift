import RIBs
import RIBsTesting
import RVB
import Testing

@MainActor
@Suite(.leakDetection)
struct RVBLifecycleTests {
    /// A four-level flow closed at once, with a handler that captures the module it listens to
    /// strongly: its subscription unwinds a few turns after the detach, and the trait waits for
    /// it before judging, so nothing is reported that is freed a moment later.
    @Test func aFourLevelFlowClosedAtOnceReportsNoLeak() {
        let root = RIBNode(name: "Root")
        let window = WindowControllableMock()
        BuiltRIB(node: root, view: nil, outputs: ()).launch(from: window)
        let first = LinkBuilder(ChainDependency(completion: EventRelay())).build(
            with: LinkParameter(index: 1, count: 4))
        var results: [ChainResult] = []
        root.attach(module: first, as: .present) { first, attachment in
            attachment.on(first.completed) { result in
                results.append(result)
                _ = first  // held by the handler, so by the subscription
            }
        }
        var link = first as? LinkView
        for _ in 1..<4 {
            link?.advance()
            link = link?.pushed
        }
        expectTree(
            root,
            """
            Root (active)
            └── Link1 (active)
                └── Link2 (active)
                    └── Link3 (active)
                        └── Link4 (active)
            """)
        root.detach(module: first)
        #expect(root.children.isEmpty && results.isEmpty)
    }

    @Test func aModuleLaunchesAsTheRootOfTheTree() {
        let window = WindowControllableMock()
        let first = LinkBuilder(ChainDependency(completion: EventRelay())).build(
            with: LinkParameter(index: 1, count: 2))
        first.launch(from: window)
        #expect(window.rootViewControllable === first)
        #expect(window.isKeyAndVisible)
        #expect(first.node.isActive)
        first.advance()
        expectTree(
            first.node,
            """
            Link1 (active)
            └── Link2 (active)
            """)
    }

    @Test func aRootLaunchesOnce() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let window = WindowControllableMock()
                let root = BuiltRIB(node: RIBNode(name: "Main"), view: nil, outputs: ())
                root.launch(from: window)
                root.launch(from: window)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("launch(from:): Main was already launched."))
    }
}
