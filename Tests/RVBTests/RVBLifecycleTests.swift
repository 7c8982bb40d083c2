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
        let welcome = WelcomeBuilder(WelcomeDependency()).build(with: NoParameter())
        var results: [SignUpResult] = []
        root.attach(module: welcome, as: .present) { welcome, attachment in
            attachment.on(welcome.completed) { result in
                results.append(result)
                _ = welcome  // held by the handler, so by the subscription's task
            }
        }
        welcome.tapNext()
        let terms = welcome.node.viewContainer.stack.first?.view as? TermsView
        terms?.accept()
        let information = terms?.node.viewContainer.stack.first?.view as? BasicInformationView
        information?.submit(name: "Ada")
        expectTree(
            root,
            """
            Root (active)
            └── Welcome (active)
                └── Terms (active)
                    └── BasicInformation (active)
                        └── Congratulation (active)
            """)
        root.detach(module: welcome)
        #expect(root.children.isEmpty && results.isEmpty)
    }

    @Test func aModuleLaunchesAsTheRootOfTheTree() {
        let window = WindowControllableMock()
        let welcome = WelcomeBuilder(WelcomeDependency()).build(with: NoParameter())
        welcome.launch(from: window)
        #expect(window.rootViewControllable === welcome)
        #expect(window.isKeyAndVisible)
        #expect(welcome.node.isActive)
        welcome.tapNext()
        expectTree(
            welcome.node,
            """
            Welcome (active)
            └── Terms (active)
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
