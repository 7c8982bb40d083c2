import RIBs
import RIBsTesting
import Testing

@MainActor
@Suite(.leakDetection)
struct DoublesTests {
    let log = CallLog()

    @Test func attachAndDetachAreRecordedInOrderAcrossDoubles() {
        let parent = RoutingMock(name: "Parent", log: log)
        parent.interactable.activate()
        let router = Router(interactor: Interactor())
        router.interactable.activate()
        let first = RoutingMock(name: "First", log: log)
        let second = ViewableRoutingMock(name: "Second", log: log)
        router.attachChild(first)
        router.attachChild(second)
        router.detachChild(first)
        #expect(
            log.entries == [
                "Parent.activate",
                "First.activate", "First.load",
                "Second.activate", "Second.load",
                "First.deactivate",
            ])
        #expect((first.interactable as? InteractableMock)?.activateCallCount == 1)
        #expect(second.loadCallCount == 1)
        #expect(router.children.map(\.name) == ["Second"])
    }

    @Test func routingMockKeepsChildrenAndRunsHandlers() async {
        let parent = RoutingMock(name: "Parent", log: log)
        var attached: [String] = []
        parent.attachChildHandler = { attached.append($0.name) }
        var lifecycle: [RouterLifecycle] = []
        let subscription = parent.lifecycle.subscribe(onNext: { lifecycle.append($0) })
        let child = RoutingMock(name: "Child", log: log)
        parent.attachChild(child)
        parent.load()
        parent.load()
        parent.detachChild(child)
        #expect(attached == ["Child"])
        #expect(parent.children.isEmpty)
        #expect((parent.attachChildCallCount, parent.detachChildCallCount, parent.loadCallCount) == (1, 1, 2))
        #expect(lifecycle == [.didLoad])
        subscription.cancel()
        #expect(
            log.entries == ["Parent.attachChild(Child)", "Parent.load", "Parent.load", "Parent.detachChild(Child)"])
    }

    /// As a terminal screen does: views presented on one are shown side by side, and dismissing
    /// one leaves the others.
    @Test func viewMockPresentsSideBySideAndDismissesOneAtATime() {
        let root = ViewControllableMock(name: "Root", log: log)
        let first = ViewControllableMock(name: "First", isInViewHierarchy: false, log: log)
        let second = ViewControllableMock(name: "Second", isInViewHierarchy: false, log: log)
        root.present(first)
        root.present(second)
        #expect(first.isInViewHierarchy && second.isInViewHierarchy)
        root.dismiss(first)
        #expect(root.presented.count == 1 && root.presented.first === second)
        #expect(!first.isInViewHierarchy && second.isInViewHierarchy)
        #expect(log.entries == ["Root.present(First)", "Root.present(Second)", "Root.dismiss(First)"])
    }

    /// Issue 40: the double refuses what the real views refuse, so a test fails where the app
    /// would stop.
    @Test func viewMockRefusesWhatTheRealViewsRefuse() {
        let root = ViewControllableMock(name: "Root", log: log)
        let child = ViewControllableMock(name: "Child", log: log)
        withKnownIssue {
            root.dismiss(child)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Root cannot dismiss Child: it presents nothing." }
        }
        root.present(child)
        withKnownIssue {
            root.present(child)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Root cannot present Child: it presents it already." }
        }
        #expect(root.presented.count == 1)
    }

    @Test func launchIntoAWindowMock() {
        let window = WindowControllableMock(log: log)
        let root = LaunchRouter(
            interactor: Interactor(), viewController: ViewControllableMock(name: "RootView", log: log))
        root.launch(from: window)
        #expect(window.isKeyAndVisible)
        #expect(window.rootViewControllable === root.viewControllable)
        #expect(log.entries == ["window.makeKeyAndVisible"])
    }

    @Test func presentableMockRecordsUnderItsName() {
        let presenter = PresentableMock(name: "LoginView", log: log)
        presenter.record("showActivityIndicator")
        #expect(log.entries == ["LoginView.showActivityIndicator"])
        log.removeAll()
        #expect(log.entries.isEmpty)
    }

    @Test func subclassesOfDoublesServeGeneratedMocks() {
        // What a mock generator writes for a RIB's own protocol: the lifecycle comes from the
        // double, the RIB's members are the mock's.
        final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {
            var scoreCallCount = 0
            func score() { scoreCallCount += 1 }
        }
        let mock = LoggedInInteractableMock(name: "LoggedIn", log: log)
        let router = Router(interactor: mock)
        router.interactable.activate()
        mock.score()
        #expect(mock.isActive && mock.scoreCallCount == 1)
        #expect(log.entries == ["LoggedIn.activate"])
    }
}

@MainActor
protocol LoggedInInteractable: Interactable {
    func score()
}

@MainActor
@Suite(.leakDetection)
struct AwaitingTests {
    @Test func waitsForAStreamToDeliver() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        Task {
            continuation.yield(1)
            continuation.yield(2)
            continuation.yield(3)
        }
        #expect(await stream.first(2) == [1, 2])
    }

    @Test func firstStopsAtTheEndOfAShortStream() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuation.yield(1)
        continuation.finish()
        #expect(await stream.first(5) == [1])
        #expect(await stream.first(0) == [])
    }

    @Test func waitsForAWorkflowStepToRun() async {
        let item = Interactor()
        var ran = false
        let subscription = Workflow<Interactor>()
            .onStep { _ in
                ran = true
                return ((), ())
            }
            .commit()
            .subscribe(item)
        Task { item.activate() }
        await subscription.finished()
        #expect(ran)
    }
}
