import RIBsTesting
import Testing

@testable import RIBs

/// A worker for the observation tests.
private final class LocationWorker: Worker {}

/// Collects the events of the RIBs under one root name (other suites run at the same time).
@MainActor
private final class EventLog {
    private(set) var events: [RIBEvent] = []
    private var token: RIBObservation.Token?

    init(under prefix: String) {
        token = RIBObservation.addObserver { [weak self] event in
            if event.path.hasPrefix(prefix) || event.name.hasPrefix(prefix) { self?.events.append(event) }
        }
    }

    var lines: [String] { events.map { "\($0.kind.rawValue) \($0.path)" } }

    func stop() {
        if let token { RIBObservation.removeObserver(token) }
        token = nil
    }
}

@MainActor
@Suite(.leakDetection)
struct RIBObservationTests {
    @Test func attachActivateLoadAndDetachArePublishedInOrderAndTimed() {
        let log = EventLog(under: "Observed")
        defer { log.stop() }
        let root = NamedRouter("Observed")
        root.interactable.activate()
        root.load()
        let childInteractor = InteractorMock()
        // Spends a known time in each hook, so each event's duration is at least that.
        childInteractor.onDidBecomeActive = { spin(.milliseconds(2)) }
        let child = NamedRouter("Child", interactor: childInteractor)
        child.onDidLoad = { _ in spin(.milliseconds(3)) }
        let childID = child.ribID
        root.attachChild(child)
        root.detachChild(child)
        #expect(
            log.lines == [
                "activated Observed", "loaded Observed", "attached Observed/Child", "activated Observed/Child",
                "loaded Observed/Child", "deactivated Observed/Child", "detached Observed/Child",
            ])
        let byKind = Dictionary(grouping: log.events.filter { $0.path == "Observed/Child" }, by: \.kind)
        #expect(byKind[.activated]?.first?.duration ?? .zero >= .milliseconds(2))
        #expect(byKind[.loaded]?.first?.duration ?? .zero >= .milliseconds(3))
        #expect(byKind[.detached]?.first?.duration ?? .zero >= byKind[.deactivated]?.first?.duration ?? .seconds(1))
        #expect(log.events.filter { $0.path == "Observed/Child" }.allSatisfy { $0.rib == childID })
        #expect(log.events.allSatisfy { $0.tree == root.ribID }, "every event names the tree it happened in")
        #expect(zip(log.events, log.events.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    /// A RIB whose interactor is not the runtime's (a test double) is reported too: its router
    /// sees the change and reports it, untimed.
    @Test func aDoubleInteractorsActivationIsPublished() {
        final class DoubleRouter: Router<ActiveStateRelay> {
            override var name: String { "Double" }
        }
        let log = EventLog(under: "WithDouble")
        defer { log.stop() }
        let root = NamedRouter("WithDouble")
        root.interactable.activate()
        let double = DoubleRouter(interactor: ActiveStateRelay())
        root.attachChild(double)
        root.detachChild(double)
        #expect(
            log.lines == [
                "activated WithDouble", "attached WithDouble/Double", "activated WithDouble/Double",
                "loaded WithDouble/Double", "deactivated WithDouble/Double", "detached WithDouble/Double",
            ])
        #expect(
            log.events.filter { $0.kind == .activated && $0.path == "WithDouble/Double" }.first?.rib == double.ribID)
    }

    @Test func removedObserversHearNothingAndTheFlagFollows() {
        let log = EventLog(under: "Unheard")
        #expect(RIBObservation.isObserved)
        log.stop()
        let root = NamedRouter("Unheard")
        root.interactable.activate()
        root.attachChild(NamedRouter("Child"))
        #expect(log.events.isEmpty)
    }

    @Test func twoRIBsOfOneTypeHaveTheirOwnIdentities() {
        let root = NamedRouter("Twins")
        root.interactable.activate()
        let first = NamedRouter("Same")
        let second = NamedRouter("Same")
        root.attachChild(first)
        root.attachChild(second)
        #expect(first.ribID != second.ribID)
        #expect(first.ribID < second.ribID)
        let details = root.details
        #expect(details.children.map(\.id) == [first.ribID, second.ribID])
        #expect(details.children.map(\.path) == ["Twins/Same", "Twins/Same"])
        #expect(details.routerType == "NamedRouter")
        #expect(details.interactorType == "InteractorMock")
        #expect(details.isActive && !details.isViewable)
        #expect(details.count == 3)
    }

    /// A stream-style RIB built with a view is as viewable in the tree's details (and in
    /// `ribs tree`, which marks it `[view]`) as a classic `ViewableRouter`; one built without is not.
    @Test(arguments: [true, false])
    func aStreamStyleRIBIsViewableWhenBuiltWithAView(withView: Bool) {
        let node = RIBNode(name: "Player")
        let built = BuiltRIB(node: node, view: withView ? ViewControllableMock() : nil, outputs: ())
        #expect(built.node.details.isViewable == withView)
    }

    @Test func workersAndBoundWorkShowInDetailsAndEvents() async {
        let log = EventLog(under: "Working")
        defer { log.stop() }
        let interactor = InteractorMock()
        let root = NamedRouter("Working", interactor: interactor)
        interactor.activate()
        let worker = LocationWorker()
        worker.start(interactor)
        let task = interactor.whileActive { try? await Task.sleep(for: .seconds(60)) }
        #expect(root.details.workers == ["LocationWorker (running)"])
        #expect(root.snapshot.description == "Working (active) workers: LocationWorker (running)")
        #expect(root.details.boundWorkCount == 1)
        interactor.deactivate()
        #expect(root.details.workers == ["LocationWorker (started, not running)"])
        interactor.activate()
        worker.stop()
        #expect(root.details.workers.isEmpty)
        interactor.deactivate()
        await task?.value
        #expect(
            log.events.filter { $0.kind == .workerStarted || $0.kind == .workerStopped }.map {
                "\($0.kind.rawValue) \($0.path) \($0.detail)"
            } == ["workerStarted Working LocationWorker", "workerStopped Working LocationWorker"])
    }

    /// Issue 40: a RIB that follows a store's stream with `subscribe(onNext:)` and
    /// `cancelOnDeactivate` showed no bound work in the inspector, where one that followed it in
    /// `whileActive` showed one: both are the RIB's work for its active period.
    @Test func aSubscriptionBoundToTheActivePeriodCountsAsBoundWork() {
        let interactor = Interactor()
        let router = Router(interactor: interactor)
        let store = ValueRelay(0)
        interactor.activate()
        #expect(router.details.boundWorkCount == 0)
        store.values.subscribe(onNext: { _ in }).cancelOnDeactivate(interactor: interactor)
        #expect(router.details.boundWorkCount == 1)
        interactor.deactivate()
        #expect(router.details.boundWorkCount == 0, "the subscription ended with the active period")
    }

    @Test func workflowStepsArePublishedForTheRIBTheyRunOn() async {
        let log = EventLog(under: "Flowing")
        defer { log.stop() }
        let interactor = InteractorMock()
        let root = NamedRouter("Flowing", interactor: interactor)
        interactor.activate()
        let workflow = Workflow<InteractorMock>()
        let subscription = workflow.onStep { item in (item, ()) }.commit().subscribe(interactor)
        await subscription.settled()
        let steps = log.events.filter { $0.kind == .workflowStep }
        #expect(steps.map(\.path) == ["Flowing"])
        #expect(steps.first?.rib == root.ribID)
        #expect(steps.first?.detail == "Workflow<InteractorMock>: InteractorMock → InteractorMock")
        subscription.cancel()
    }

    @Test func leakReportsArePublished() {
        let testing = LeakTesting()
        let log = EventLog(under: "Leaky")
        defer { log.stop() }
        final class Kept {}
        let kept = Kept()
        testing.detector.expectDeallocate(object: kept, path: "Leaky/Kept")
        testing.clock.advance(by: .seconds(1))
        #expect(log.events.map(\.kind) == [.leaked])
        #expect(log.events.first?.path == "Leaky/Kept")
        #expect(log.events.first?.detail.hasPrefix("Leak detected: Kept at Leaky/Kept") == true)
        #expect(log.events.first?.rib == nil)
        withExtendedLifetime(kept) {}
    }

    /// The stream carries every RIB's events in the process, other tests' too. With a bounded
    /// buffer, a reader that falls behind by more than the bound loses the oldest: this test,
    /// reading off the main actor while parallel tests published thousands of events, lost its
    /// own and waited for ever (two CI runs). An unbounded buffer keeps what it looks for.
    @Test func theEventsStreamDeliversAndEndsItsObserver() async {
        let stream = RIBObservation.events(bufferingNewest: .max)
        let root = NamedRouter("Streamed")
        root.interactable.activate()
        var iterator = stream.makeAsyncIterator()
        var seen: RIBEvent?
        while let event = await iterator.next() {
            if event.path == "Streamed" {
                seen = event
                break
            }
        }
        #expect(seen?.kind == .activated)
    }
}

/// Busy-waits `duration` on the current thread: a hook that takes a known time.
private func spin(_ duration: Duration) {
    let clock = ContinuousClock()
    let end = clock.now + duration
    while clock.now < end {}
}
