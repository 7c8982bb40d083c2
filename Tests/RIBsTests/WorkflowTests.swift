import RIBs
import RIBsTesting
import Testing

private enum WorkflowTestError: Error { case failed }

private final class TestWorkflow: Workflow<Void> {
    var completeCallCount = 0
    var errorCallCount = 0
    var forkCallCount = 0
    override func didComplete() { completeCallCount += 1 }
    override func didFork() { forkCallCount += 1 }
    override func didReceiveError(_ error: any Error) { errorCallCount += 1 }
}

@MainActor
@Suite(.leakDetection)
struct WorkflowTests {
    @Test func nestedStepsDoNotRepeat() async {
        var outer = [0, 0, 0]
        var inner = [0, 0, 0]
        let workflow = Workflow<String>()
        let subscription =
            workflow
            .onStep { _ in
                outer[0] += 1
                return ((), ())
            }
            .onStep { _, _ in
                outer[1] += 1
                return ((), ())
            }
            .onStep { _, _ in
                outer[2] += 1
                workflow.fork(from: (), ())
                    .onStep { _, _ in
                        inner[0] += 1
                        return ((), ())
                    }
                    .onStep { _, _ in
                        inner[1] += 1
                        return ((), ())
                    }
                    .onStep { _, _ in
                        inner[2] += 1
                        return ((), ())
                    }
                    .commit()
                return ((), ())
            }
            .commit()
            .subscribe("Test Actionable Item")
        await subscription.settled()  // forks into the same workflow run under the same subscription
        #expect(outer == [1, 1, 1])
        #expect(inner == [1, 1, 1])
    }

    @Test func errorEndsTheChainAndReachesTheWorkflow() async {
        let workflow = TestWorkflow()
        var stepsRun = 0
        var seenByOnError: [String] = []
        let subscription =
            workflow
            .onStep { _ in
                stepsRun += 1
                return ((), ())
            }
            .onStep { _, _ -> ((), ())? in
                stepsRun += 1
                throw WorkflowTestError.failed
            }
            .onError { seenByOnError.append("\($0)") }
            .onStep { _, _ in
                stepsRun += 1
                return ((), ())
            }
            .commit()
            .subscribe(())
        await subscription.settled()
        #expect(stepsRun == 2)
        #expect(seenByOnError == ["failed"])
        #expect((workflow.completeCallCount, workflow.forkCallCount, workflow.errorCallCount) == (0, 0, 1))
    }

    @Test func completingChainCallsDidCompleteOnce() async {
        let workflow = TestWorkflow()
        let subscription =
            workflow
            .onStep { _ in ((), ()) }
            .onStep { _, _ in ((), ()) }
            .onStep { _, _ in ((), ()) }
            .commit()
            .subscribe(())
        await subscription.settled()
        #expect((workflow.completeCallCount, workflow.forkCallCount, workflow.errorCallCount) == (1, 0, 0))
    }

    @Test func forkInsideAStepIsCountedAndCompletesOnce() async {
        let workflow = TestWorkflow()
        var forkedStepRan = false
        let subscription =
            workflow
            .onStep { _ in ((), ()) }
            .onStep { _, _ in
                workflow.fork(from: (), ())
                    .onStep { _, _ in
                        forkedStepRan = true
                        return ((), ())
                    }
                    .commit()
                return ((), ())
            }
            .commit()
            .subscribe(())
        await subscription.settled()
        #expect(forkedStepRan)
        #expect((workflow.completeCallCount, workflow.forkCallCount, workflow.errorCallCount) == (1, 1, 0))
    }

    @Test func forksShareTheRootStepWhichRunsOnlyAfterSubscribe() async {
        let workflow = TestWorkflow()
        var rootCallCount = 0
        var branches: [String] = []
        let rootStep = workflow.onStep { _ in
            rootCallCount += 1
            return ((), ())
        }
        rootStep.fork(workflow).onStep { _, _ in
            branches.append("first")
            return ((), ())
        }.commit()
        rootStep.fork(workflow).onStep { _, _ in
            branches.append("second")
            return ((), ())
        }.commit()
        #expect(rootCallCount == 0)
        let subscription = workflow.subscribe(())
        await subscription.settled()
        #expect(rootCallCount == 1)
        #expect(branches.sorted() == ["first", "second"])
        #expect(workflow.forkCallCount == 2)
    }

    @Test func stepWaitsUntilItsItemIsActive() async {
        let item = InteractorMock()
        let workflow = Workflow<InteractorMock>()
        var ran = false
        let subscription = workflow.onStep { _ in
            ran = true
            return ((), ())
        }.commit().subscribe(item)
        await subscription.settled()
        #expect(!ran)
        #expect(subscription.isRunning)  // waiting for activation
        item.activate()
        await subscription.settled()
        #expect(ran)
        #expect(!subscription.isRunning)
    }

    @Test func unsuccessfulFirstStepTerminatesTheWholeChain() async {
        let workflow = TestWorkflow()
        var laterSteps = 0
        let subscription =
            workflow
            .onStep { _ -> ((), ())? in nil }
            .onStep { _, _ in
                laterSteps += 1
                return ((), ())
            }
            .onStep { _, _ in
                laterSteps += 1
                return ((), ())
            }
            .commit()
            .subscribe(())
        await subscription.settled()
        #expect(laterSteps == 0)
        #expect((workflow.completeCallCount, workflow.errorCallCount) == (0, 0))
    }

    @Test func cancelledSubscriptionRunsNoFurtherStep() async {
        let item = InteractorMock()
        let workflow = TestWorkflow()
        var ran = false
        let holder = Workflow<InteractorMock>()
        let subscription = holder.onStep { _ in
            ran = true
            return ((), ())
        }.commit().subscribe(item)
        subscription.cancel()
        item.activate()
        await subscription.settled()
        #expect(!ran)
        #expect(!subscription.isRunning)
        _ = workflow
    }

    @Test func subscriptionBoundToAnInteractorEndsOnDeactivation() async {
        let owner = InteractorMock()
        let item = InteractorMock()
        owner.activate()
        var ran = false
        let subscription = Workflow<InteractorMock>()
            .onStep { _ in
                ran = true
                return ((), ())
            }
            .commit()
            .subscribe(item)
            .cancelOnDeactivate(interactor: owner)
        owner.deactivate()
        item.activate()
        await subscription.settled()
        #expect(!ran)
    }

    /// A cancelled step unwinds some turns later and holds its item until then: leaks are judged
    /// once it has ended (a sandbox test once saw its root reported as leaked).
    @Test func leaksAreJudgedOnceACancelledStepHasEnded() async {
        let item = InteractorMock()
        item.activate()
        let (never, _) = AsyncStream.makeStream(of: Void.self)
        var unwound = false
        let subscription = Workflow<InteractorMock>()
            .onStep { held in
                for await _ in never {}
                for _ in 0..<100 { await Task.yield() }  // unwinding, still holding the item
                _ = held
                unwound = true
                return nil as (Void, Void)?
            }
            .commit()
            .subscribe(item)
        await Task.yield()  // the step has started and waits
        subscription.cancel()
        #expect(await LeakDetector.instance.runtimeWorkSettled())
        #expect(unwound)
    }
}
