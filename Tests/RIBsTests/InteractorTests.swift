import RIBs
import RIBsTesting
import Testing

@MainActor
@Suite(.leakDetection)
struct InteractorTests {
    let interactor = InteractorMock()

    @Test func isInactiveByDefault() async {
        #expect(!interactor.isActive)
        var values = interactor.isActiveStream.makeAsyncIterator()
        #expect(await values.next() == false)
    }

    @Test func isActiveAfterActivate() async {
        interactor.activate()
        #expect(interactor.isActive)
        var values = interactor.isActiveStream.makeAsyncIterator()
        #expect(await values.next() == true)
    }

    @Test func isInactiveAfterDeactivate() async {
        interactor.activate()
        interactor.deactivate()
        #expect(!interactor.isActive)
        var values = interactor.isActiveStream.makeAsyncIterator()
        #expect(await values.next() == false)
    }

    @Test func didBecomeActiveIsCalledOncePerActivation() {
        interactor.activate()
        #expect(interactor.didBecomeActiveCallCount == 1)
        interactor.activate()
        #expect(interactor.didBecomeActiveCallCount == 1)
        interactor.deactivate()
        interactor.activate()
        #expect(interactor.didBecomeActiveCallCount == 2)
    }

    @Test func willResignActiveIsCalledOncePerDeactivation() {
        interactor.deactivate()
        #expect(interactor.willResignActiveCallCount == 0)
        interactor.activate()
        interactor.deactivate()
        #expect(interactor.willResignActiveCallCount == 1)
        interactor.deactivate()
        #expect(interactor.willResignActiveCallCount == 1)
    }

    @Test func hooksSeeUbersOrder() {
        // didBecomeActive runs after the state is active and observers ran; willResignActive
        // runs before the state changes.
        var log: [String] = []
        interactor.observeActiveState { log.append("observer \($0)") }
        // Unowned: the hooks are stored in the interactor they read, which outlives them.
        interactor.onDidBecomeActive = { [unowned interactor] in
            log.append("didBecomeActive, isActive \(interactor.isActive)")
        }
        interactor.onWillResignActive = { [unowned interactor] in
            log.append("willResignActive, isActive \(interactor.isActive)")
        }
        interactor.activate()
        interactor.deactivate()
        #expect(
            log == [
                "observer true", "didBecomeActive, isActive true",
                "willResignActive, isActive true", "observer false",
            ])
    }

    /// A resignation is a phase: while `willResignActive()` runs, the interactor is active and a
    /// call to `activate()` or `deactivate()` from there does nothing (it neither recurses nor
    /// brings the interactor back); the resignation then completes.
    @Test func callsFromWillResignActiveDoNothing() {
        var log: [String] = []
        interactor.observeActiveState { log.append("observer \($0)") }
        interactor.onWillResignActive = { [unowned interactor] in
            log.append("willResignActive, isActive \(interactor.isActive)")
            interactor.deactivate()
            interactor.activate()
        }
        interactor.activate()
        interactor.deactivate()
        #expect(log == ["observer true", "willResignActive, isActive true", "observer false"])
        #expect(!interactor.isActive)
        #expect(interactor.didBecomeActiveCallCount == 1)
        #expect(interactor.willResignActiveCallCount == 1)
    }

    /// As Uber's `BehaviorSubject`: the state first, then each change, each by the time
    /// `activate()` or `deactivate()` returns; a `for await` loop ends when the interactor goes.
    @Test func isActiveStreamYieldsEachChangeAndFinishesOnDeinit() async {
        var interactor: InteractorMock? = InteractorMock()
        var heard: [Bool] = []
        let subscription = interactor!.isActiveStream.subscribe(onNext: { heard.append($0) })
        var iterator = interactor!.isActiveStream.makeAsyncIterator()
        #expect(heard == [false])
        interactor!.activate()
        #expect(heard == [false, true])
        interactor!.activate()
        interactor!.deactivate()
        #expect(heard == [false, true, false])
        interactor!.activate()
        interactor = nil  // deinit deactivates an active interactor, then finishes the stream
        #expect(heard == [false, true, false, true, false])
        var looped: [Bool] = []
        while let isActive = await iterator.next() { looped.append(isActive) }
        #expect(looped == [false, true, false, true, false])
        subscription.cancel()
    }

    @Test func deinitOfActiveInteractorCallsWillResignActive() {
        var resigned = 0
        do {
            let interactor = InteractorMock()
            interactor.onWillResignActive = { resigned += 1 }
            interactor.activate()
        }
        #expect(resigned == 1)
    }

    @Test func removedObserverIsNotCalled() {
        var calls = 0
        let observation = interactor.observeActiveState { _ in calls += 1 }
        interactor.activate()
        interactor.removeActiveStateObserver(observation)
        interactor.deactivate()
        #expect(calls == 1)
    }

    // MARK: - Work bound to the active scope

    @Test func workStartedWhileInactiveDoesNotRunAndSaysSo() {
        let diagnostics = DiagnosticsCollector()
        var ran = false
        let task = diagnostics.collect { interactor.whileActive { ran = true } }
        #expect(task == nil)
        #expect(!ran)
        #expect(diagnostics.all.count == 1)
        #expect(diagnostics.all.first?.contains("InteractorMock is inactive") == true)
    }

    @Test func taskBoundWhileInactiveIsCancelledAtOnceAndSaysSo() async {
        let diagnostics = DiagnosticsCollector()
        let task = Task<Bool, Never> {
            await withUnsafeContinuation { (c: UnsafeContinuation<Void, Never>) in c.resume() }
            return Task.isCancelled
        }
        diagnostics.collect { _ = task.cancelOnDeactivate(interactor: interactor) }
        #expect(await task.value == true)
        #expect(diagnostics.all.first?.contains("cancelOnDeactivate") == true)
    }

    @Test func workIsCancelledOnDeactivation() async {
        interactor.activate()
        let (never, _) = AsyncStream.makeStream(of: Int.self)
        let task = interactor.whileActive { for await _ in never {} }
        let bound = Task { for await _ in never {} }.cancelOnDeactivate(interactor: interactor)
        #expect(task?.isCancelled == false)
        #expect(interactor.activeWorkCount == 2)
        interactor.deactivate()
        #expect(task?.isCancelled == true)
        #expect(bound.isCancelled)
        #expect(interactor.activeWorkCount == 0)
        await task?.value
    }

    @Test func workIsCancelledOnDeinit() {
        var interactor: InteractorMock? = InteractorMock()
        interactor!.activate()
        let (never, _) = AsyncStream.makeStream(of: Int.self)
        let task = interactor!.whileActive { for await _ in never {} }
        interactor = nil
        #expect(task?.isCancelled == true)
    }

    @Test func finishedWorkLeavesTheScope() async {
        interactor.activate()
        let task = interactor.whileActive {}
        await task?.value
        #expect(interactor.activeWorkCount == 0)
    }

    // MARK: - Confinement

    @Test func confinedValuesArriveOnlyWhileActiveAndTheLatestHeldOneOnActivation() async {
        let (values, input) = AsyncStream.makeStream(of: Int.self)
        let (demands, demand) = AsyncStream.makeStream(of: Void.self)
        var handled = demands.makeAsyncIterator()
        let confined = SignallingSequence(base: values, demand: demand).confined(to: interactor)

        _ = await handled.next()
        input.yield(1)
        _ = await handled.next()  // inactive: held
        interactor.activate()  // 1 is delivered now
        input.yield(2)
        _ = await handled.next()
        interactor.deactivate()
        input.yield(3)
        _ = await handled.next()
        input.yield(4)
        _ = await handled.next()  // only the latest is held
        interactor.activate()  // 4 is delivered now
        interactor.deactivate()
        input.yield(5)
        _ = await handled.next()  // held, never delivered
        input.finish()

        #expect(await collect(confined) == [1, 2, 4])
    }

    @Test func confinedStreamFinishesWhenTheScopeIsGone() async {
        var interactor: InteractorMock? = InteractorMock()
        let (values, input) = AsyncStream.makeStream(of: Int.self)
        let confined = values.confined(to: interactor!)
        interactor = nil
        input.yield(1)  // the scope is gone: the confinement ends instead of delivering
        #expect(await collect(confined) == [])
    }
}

@MainActor
@Suite(.leakDetection)
struct PresentableInteractorTests {
    final class PresenterMock: Presentable {}

    @Test func presenterDeallocatesWithTheInteractor() {
        weak var presenter: PresenterMock?
        do {
            let interactor = PresentableInteractor(presenter: PresenterMock())
            presenter = interactor.presenter
            #expect(presenter != nil)
        }
        #expect(presenter == nil)
    }

    @Test func leakDetectorExpectsThePresenterToDeallocate() async {
        let detector = LeakDetector.instance
        let presenter = PresenterMock()  // kept alive by the test: a leak
        var statuses = detector.status.makeAsyncIterator()
        #expect(await statuses.next() == .didComplete)
        do { _ = PresentableInteractor(presenter: presenter) }
        #expect(await statuses.next() == .inProgress)
        #expect(detector.pendingCount == 1)
        LeakTesting.current!.clock.advance(by: .seconds(1))
        #expect(LeakTesting.current!.takeReports().map(\.typeName) == ["PresenterMock"])
        #expect(await statuses.next() == .didComplete)
    }

    @Test func valuePresentersAreNotWatched() {
        do { _ = PresentableInteractor(presenter: 42) }
        #expect(LeakDetector.instance.pendingCount == 0)
    }
}
