import RIBs
import RIBsTesting
import Testing

final class LoggedInRouter: Router<InteractorMock> {
    init() { super.init(interactor: InteractorMock()) }
}

final class OffGameInteractor: Interactor {}

@MainActor
@Suite(.leakDetection)
struct RouterTests {
    /// An active parent, as a launched root would be.
    func activeParent(_ name: String = "Parent") -> NamedRouter {
        let parent = NamedRouter(name)
        parent.interactable.activate()
        parent.load()
        return parent
    }

    /// As Uber's `PublishSubject`: a handler has `didLoad` by the time `load()` returns, one
    /// subscribed after it has nothing, and a `for await` loop ends when the router goes.
    @Test func loadEmitsDidLoadOnceAndTheLifecycleFinishesOnDeinit() async {
        var router: NamedRouter? = NamedRouter("A")
        var heard: [RouterLifecycle] = []
        let subscription = router!.lifecycle.subscribe(onNext: { heard.append($0) })
        var iterator = router!.lifecycle.makeAsyncIterator()
        router!.load()
        #expect(heard == [.didLoad])
        router!.load()
        #expect(router!.didLoadCallCount == 1)
        var late: [RouterLifecycle] = []
        let lateSubscription = router!.lifecycle.subscribe(onNext: { late.append($0) })
        router = nil
        #expect(heard == [.didLoad] && late.isEmpty)
        var looped: [RouterLifecycle] = []
        while let event = await iterator.next() { looped.append(event) }
        #expect(looped == [.didLoad])
        subscription.cancel()
        lateSubscription.cancel()
    }

    @Test func didLoadIsCalledOnAttachNotOnInstantiation() {
        let child = NamedRouter("Child")
        #expect(child.didLoadCallCount == 0)
        activeParent().attachChild(child)
        #expect(child.didLoadCallCount == 1)
    }

    @Test func attachChildActivatesThenLoadsTheChild() {
        let parent = activeParent()
        let child = RoutingMock(name: "Mock")
        parent.attachChild(child)
        #expect(parent.children.count == 1)
        #expect((child.interactable as! InteractableMock).activateCallCount == 1)
        #expect(child.loadCallCount == 1)

        // The child's interactor is already active when it loads, so children attached in
        // didLoad are active too.
        let second = NamedRouter("Second")
        var activeInDidLoad: Bool?
        second.onDidLoad = { activeInDidLoad = $0.interactable.isActive }
        parent.attachChild(second)
        #expect(activeInDidLoad == true)
    }

    @Test func attachChildActivatesTheSubtreeOfTheChild() {
        let child = NamedRouter("Child")
        let grandchild = NamedRouter("Grandchild")
        child.attachChild(grandchild)
        #expect(!grandchild.interactable.isActive)
        let parent = activeParent()
        parent.attachChild(child)
        #expect(child.interactable.isActive)
        #expect(grandchild.interactable.isActive)
    }

    @Test func childAttachedToAnInactiveParentWaitsForIt() {
        let parent = NamedRouter("Parent")
        let child = RoutingMock(name: "Mock")
        parent.attachChild(child)
        #expect(!child.interactable.isActive)
        #expect(child.loadCallCount == 1)
        parent.interactable.activate()
        #expect(child.interactable.isActive)
    }

    /// Issue 66: a double attached under an inactive parent is not activated (the subtree waits
    /// for its parent, a difference from Uber's RIBs the guide names) and is deactivated once,
    /// when it is detached, as Uber's is: a test counting calls counts what it counted there.
    @Test func aDoubleAttachedUnderAnInactiveParentIsDeactivatedOnceWhenDetached() throws {
        let parent = NamedRouter("Parent")
        let child = RoutingMock(name: "Mock")
        let double = try #require(child.interactable as? InteractableMock)
        parent.attachChild(child)
        #expect(double.activateCallCount == 0)
        #expect(double.deactivateCallCount == 0)
        parent.detachChild(child)
        #expect(double.deactivateCallCount == 1)
    }

    @Test func detachChildDeactivatesAndRemovesIt() {
        let parent = activeParent()
        let child = RoutingMock(name: "Mock")
        parent.attachChild(child)
        parent.detachChild(child)
        #expect(parent.children.isEmpty)
        #expect((child.interactable as! InteractableMock).deactivateCallCount == 1)
        #expect(!child.interactable.isActive)
    }

    @Test func detachChildDeactivatesTheSubtreeOfTheChild() {
        let parent = activeParent()
        let child = NamedRouter("Child")
        let grandchild = NamedRouter("Grandchild")
        parent.attachChild(child)
        child.attachChild(grandchild)
        #expect(grandchild.interactable.isActive)
        parent.detachChild(child)
        #expect(!child.interactable.isActive)
        #expect(!grandchild.interactable.isActive)
        #expect(child.children.count == 1)  // the detached subtree stays whole
    }

    @Test func childrenFollowTheirParentsActiveState() {
        let parent = activeParent()
        let children = (0..<3).map { NamedRouter("Child\($0)") }
        children.forEach(parent.attachChild)
        parent.interactable.deactivate()
        #expect(children.allSatisfy { !$0.interactable.isActive })
        parent.interactable.activate()
        #expect(children.allSatisfy { $0.interactable.isActive })
    }

    @Test func childDetachedDuringItsSiblingsActivationIsNotRevived() {
        let parent = activeParent()
        let first = NamedRouter("First")
        let second = NamedRouter("Second")
        parent.attachChild(first)
        parent.attachChild(second)
        parent.interactable.deactivate()
        first.interactor.onDidBecomeActive = { [unowned parent, unowned second] in parent.detachChild(second) }
        parent.interactable.activate()
        #expect(parent.children.map(\.name) == ["First"])
        #expect(!second.interactable.isActive)
    }

    @Test func activatingAChildUnderAnInactiveParentIsRefusedAndSaysSo() {
        let parent = NamedRouter("Parent")
        let child = NamedRouter("Child")
        parent.attachChild(child)
        let diagnostics = DiagnosticsCollector()
        diagnostics.collect { child.interactable.activate() }
        #expect(!child.interactable.isActive)
        #expect(
            diagnostics.all == [
                "activate(): Child (at Parent/Child) stays inactive: its parent is inactive. It becomes active when its parent does."
            ])
    }

    @Test func detachKeepsTheOrderOfTheRemainingChildren() {
        let parent = activeParent()
        let routers = (0..<40).map { NamedRouter("R\($0)") }
        routers.forEach(parent.attachChild)
        for (index, router) in routers.enumerated() where index % 3 != 0 {
            parent.detachChild(router)
        }
        let expected = routers.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.name)
        #expect(parent.children.map(\.name) == expected)
        // Detaching and attaching after compaction still finds the right slots.
        parent.detachChild(routers[0])
        parent.attachChild(routers[1])
        #expect(parent.children.map(\.name) == Array(expected.dropFirst()) + ["R1"])
    }

    @Test func deinitExpectsTheInteractorToDeallocate() {
        let interactor = InteractorMock()  // kept by the test: it leaks
        let watching = LeakDetector.instance.leaks  // a reader of leaks: reports name their tree
        let lonelyID = NamedRouter("Lonely", interactor: interactor).ribID
        let detector = LeakDetector.instance
        #expect(detector.pendingCount == 1)
        LeakTesting.current!.clock.advance(by: .seconds(1))
        // A root's interactor is reported in the root's own tree.
        #expect(
            LeakTesting.current!.takeReports() == [
                LeakReport(
                    expectation: .deallocation, typeName: "InteractorMock", path: "Lonely (interactor)",
                    within: .seconds(1), tree: lonelyID)
            ])
        _ = watching
    }

    @Test func detachWatchesEveryRouterOfTheDetachedSubtree() {
        let root = activeParent("Root")
        let loggedIn = NamedRouter("LoggedIn")
        let offGame = NamedRouter("OffGame")
        root.attachChild(loggedIn)
        loggedIn.attachChild(offGame)
        let detector = LeakDetector.instance
        let watching = detector.leaks  // a reader of leaks: reports name their tree
        defer { _ = watching }
        #expect(detector.pendingCount == 0)
        root.detachChild(loggedIn)
        #expect(detector.pendingCount == 2)
        LeakTesting.current!.clock.advance(by: .seconds(1))
        // The test still holds both routers: both are reported, with their paths and the tree
        // they were detached from.
        let reports = LeakTesting.current!.takeReports()
        #expect(Set(reports.map(\.path)) == ["Root/LoggedIn", "Root/LoggedIn/OffGame"])
        #expect(reports.allSatisfy { $0.tree == root.ribID })
    }

    @Test func reattachingADetachedSubtreeWithdrawsItsChecks() {
        let root = activeParent("Root")
        let offGame = NamedRouter("OffGame")
        let scoreBoard = NamedRouter("ScoreBoard")
        root.attachChild(offGame)
        offGame.attachChild(scoreBoard)
        root.detachChild(offGame)
        #expect(LeakDetector.instance.pendingCount == 2)
        root.attachChild(offGame)
        #expect(LeakDetector.instance.pendingCount == 0)
        LeakTesting.current!.clock.advance(by: .seconds(5))
        #expect(LeakDetector.instance.reports.isEmpty)
        root.detachChild(offGame)  // watched again on the next detach
        #expect(LeakDetector.instance.pendingCount == 2)
    }

    @Test func detachedSubtreeThatIsReleasedReportsNothing() {
        let root = activeParent("Root")
        weak var weakChild: NamedRouter?
        weak var weakGrandchild: NamedRouter?
        do {
            let child = NamedRouter("Child")
            let grandchild = NamedRouter("Grandchild")
            weakChild = child
            weakGrandchild = grandchild
            root.attachChild(child)
            child.attachChild(grandchild)
            root.detachChild(child)
        }
        #expect(weakChild == nil)
        #expect(weakGrandchild == nil)
        LeakTesting.current!.clock.advance(by: .seconds(5))
        #expect(LeakDetector.instance.reports.isEmpty)
        #expect(LeakDetector.instance.pendingCount == 0)
    }

    // MARK: - Introspection

    @Test func defaultNamesDropTheRouterSuffix() {
        #expect(LoggedInRouter().name == "LoggedIn")
        #expect(Router(interactor: OffGameInteractor()).name == "OffGame")
        #expect(RoutingMock(name: "Mock").name == "Mock")
    }

    @Test func pathAndSnapshotDescribeTheTree() {
        let root = activeParent("Root")
        let loggedIn = NamedRouter("LoggedIn")
        let offGame = NamedRouter("OffGame")
        let scoreBoard = NamedRouter("ScoreBoard")
        root.attachChild(loggedIn)
        loggedIn.attachChild(offGame)
        loggedIn.attachChild(scoreBoard)
        scoreBoard.interactable.deactivate()
        #expect(offGame.path == "Root/LoggedIn/OffGame")
        #expect(
            root.snapshot
                == RouterSnapshot(
                    "Root",
                    children: [
                        RouterSnapshot(
                            "LoggedIn",
                            children: [
                                RouterSnapshot("OffGame"),
                                RouterSnapshot("ScoreBoard", isActive: false),
                            ])
                    ]))
        #expect(
            root.snapshot.description == """
                Root (active)
                └── LoggedIn (active)
                    ├── OffGame (active)
                    └── ScoreBoard (inactive)
                """)
    }

    @Test func treeEventsReportAttachAndDetachAnywhereBelow() async {
        var root: NamedRouter? = activeParent("Root")
        let events = root!.treeEvents
        let loggedIn = NamedRouter("LoggedIn")
        let offGame = NamedRouter("OffGame")
        root!.attachChild(loggedIn)
        loggedIn.attachChild(offGame)
        loggedIn.detachChild(offGame)
        root!.detachChild(loggedIn)
        root = nil
        #expect(
            await collect(events).map(\.description) == [
                "attached Root/LoggedIn",
                "attached Root/LoggedIn/OffGame",
                "detached Root/LoggedIn/OffGame",
                "detached Root/LoggedIn",
            ])
    }
}
