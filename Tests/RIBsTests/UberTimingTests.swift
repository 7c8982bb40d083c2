import RIBs
import RIBsTesting
import Testing

/// What Uber's own tests observe synchronously, as Rx delivered it (issue 66): a workflow's
/// steps whose streams have their elements ready run inside `subscribe`, a forked stream's
/// steps too, `do(onDispose:)` runs when a subscription ends, and a hand double that has only
/// `isActiveStream` is followed by its router.
@MainActor
@Suite(.leakDetection)
struct UberTimingTests {
    private final class CountingWorkflow: Workflow<Void> {
        var completeCallCount = 0
        var forkCallCount = 0
        override func didComplete() { completeCallCount += 1 }
        override func didFork() { forkCallCount += 1 }
    }

    @Test func stepsAwaitingReadyStreamsRunBeforeSubscribeReturns() async {
        let workflow = CountingWorkflow()
        let ready = Events.just(((), ()))
        var steps = 0
        let subscription =
            workflow
            .onStep { _ -> ((), ())? in
                steps += 1
                return await ready.first()
            }
            .onStep { _, _ -> ((), ())? in
                steps += 1
                return await ready.first()
            }
            .commit()
            .subscribe(())
        #expect(steps == 2)
        #expect(workflow.completeCallCount == 1)
        subscription.cancel()
    }

    @Test func aStepWaitingForAnElementRunsWhenItIsSent() async {
        let workflow = CountingWorkflow()
        let relay = EventRelay<Int>()
        var seen: [Int] = []
        let subscription =
            workflow
            .onStep { _ -> ((), Int)? in
                guard let value = await relay.events.first() else { return nil }
                return ((), value)
            }
            .onStep { _, value -> ((), ())? in
                seen.append(value)
                return ((), ())
            }
            .commit()
            .subscribe(())
        #expect(seen.isEmpty)
        relay.send(7)
        await subscription.settled()
        #expect(seen == [7])
        #expect(workflow.completeCallCount == 1)
    }

    @Test func aForkedStreamsStepsRunInsideSubscribe() async {
        let workflow = CountingWorkflow()
        let ready = Events.just(((), ()))
        var forkedSteps = 0
        let subscription =
            workflow
            .onStep { _ -> ((), ())? in
                let forked: Step<Void, Void, Void>? = ready.fork(workflow)
                forked?
                    .onStep { _, _ -> ((), ())? in
                        forkedSteps += 1
                        return await ready.first()
                    }
                    .commit()
                return await ready.first()
            }
            .commit()
            .subscribe(())
        #expect(forkedSteps == 1)
        #expect(workflow.forkCallCount == 1)
        subscription.cancel()
    }

    @Test(arguments: [false, true])
    func doOnDisposeRunsWhenTheSubscriptionEnds(interactorIsActive: Bool) {
        let interactor = Interactor()
        if interactorIsActive { interactor.activate() }
        let relay = EventRelay<Int>()
        var disposed = 0
        var seen: [Int] = []
        relay.events.do(onNext: { seen.append($0) }, onDispose: { disposed += 1 })
            .subscribe()
            .cancelOnDeactivate(interactor: interactor)
        // Bound to an inactive interactor, it ends at once, as Uber's disposeOnDeactivate did.
        #expect(disposed == (interactorIsActive ? 0 : 1))
        relay.send(1)
        #expect(seen == (interactorIsActive ? [1] : []))
        interactor.deactivate()
        #expect(disposed == 1)
    }

    @Test func aRIBsOwnStreamCompletesWhenItsRIBGoes() {
        var interactor: Interactor? = Interactor()
        var router: Router<Interactor>? = Router(interactor: Interactor())
        var ended: [String] = []
        var lifecycle: [RouterLifecycle] = []
        let activity = interactor!.isActiveStream.subscribe(onNext: { _ in }, onCompleted: { ended.append("isActive") })
        let loads = router!.lifecycle.subscribe(
            onNext: { lifecycle.append($0) }, onCompleted: { ended.append("lifecycle") })
        router!.load()
        #expect(ended.isEmpty)
        interactor = nil
        #expect(ended == ["isActive"])
        router = nil
        #expect(ended == ["isActive", "lifecycle"])
        #expect(lifecycle == [.didLoad])
        withExtendedLifetime((activity, loads)) {}
    }

    @Test func aRelaysStreamCompletesAfterItsElementsAndALateSubscriberHearsItAtOnce() {
        let relay = EventRelay<Int>()
        var heard: [String] = []
        let early = relay.events.subscribe(onNext: { heard.append("\($0)") }, onCompleted: { heard.append("end") })
        relay.send(1)
        relay.finish()
        #expect(heard == ["1", "end"])
        let late = relay.events.subscribe(
            onNext: { heard.append("late \($0)") }, onCompleted: { heard.append("late end") })
        #expect(heard == ["1", "end", "late end"])
        // An operator's stream does not tell its end.
        let other = EventRelay<Int>()
        let mapped = other.events.map { $0 }.subscribe(onNext: { _ in }, onCompleted: { heard.append("mapped end") })
        other.finish()
        #expect(!heard.contains("mapped end"))
        withExtendedLifetime((early, late, mapped)) {}
    }

    /// A hand double of Uber's `Interactable`: `isActive` and `isActiveStream`, nothing more.
    private final class StreamOnlyScope: Interactable {
        let state = ValueRelay(false)
        var isActive: Bool { state.value }
        var isActiveStream: Events<Bool> { state.values }
        func activate() { state.value = true }
        func deactivate() { state.value = false }
    }

    @Test func aRouterFollowsAHandDoubleThatOnlyHasItsStream() {
        let parent = StreamOnlyScope()
        let parentRouter = Router(interactor: parent)
        let child = Interactor()
        parentRouter.attachChild(Router(interactor: child))
        #expect(!child.isActive)
        parent.activate()
        #expect(child.isActive)
        parent.deactivate()
        #expect(!child.isActive)
        parentRouter.detachChild(parentRouter.children[0])
    }
}
