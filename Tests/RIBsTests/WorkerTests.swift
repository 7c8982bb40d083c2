import RIBsTesting
import Testing

@testable import RIBs

final class WorkerMock: Worker {
    private(set) var didStartCallCount = 0
    private(set) var didStopCallCount = 0

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        didStartCallCount += 1
    }

    override func didStop() {
        super.didStop()
        didStopCallCount += 1
    }
}

@MainActor
@Suite(.leakDetection)
struct WorkerTests {
    let worker = WorkerMock()
    let interactor = InteractorMock()

    func expectCounts(started: Bool, didStart: Int, didStop: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(worker.isStarted == started, sourceLocation: sourceLocation)
        #expect(worker.didStartCallCount == didStart, sourceLocation: sourceLocation)
        #expect(worker.didStopCallCount == didStop, sourceLocation: sourceLocation)
    }

    @Test func didStartOnlyWhileBoundToAnActiveInteractor() {
        expectCounts(started: false, didStart: 0, didStop: 0)
        worker.start(interactor)
        expectCounts(started: true, didStart: 0, didStop: 0)
        interactor.activate()
        expectCounts(started: true, didStart: 1, didStop: 0)
        interactor.deactivate()
        expectCounts(started: true, didStart: 1, didStop: 1)
        worker.start(interactor)
        expectCounts(started: true, didStart: 1, didStop: 1)
        interactor.activate()
        expectCounts(started: true, didStart: 2, didStop: 1)
        worker.stop()
        expectCounts(started: false, didStart: 2, didStop: 2)
        worker.stop()
        expectCounts(started: false, didStart: 2, didStop: 2)
        interactor.deactivate()
        interactor.activate()
        expectCounts(started: false, didStart: 2, didStop: 2)
    }

    @Test func startOnAnActiveScopeStartsAtOnce() {
        interactor.activate()
        worker.start(interactor)
        expectCounts(started: true, didStart: 1, didStop: 0)
    }

    /// As Uber's `BehaviorSubject`: the state first, then each change, each by the time the
    /// call that made it returns; a `for await` loop ends when the worker goes.
    @Test func isStartedStreamFollowsStartAndStop() async {
        var worker: WorkerMock? = WorkerMock()
        var heard: [Bool] = []
        let subscription = worker!.isStartedStream.subscribe(onNext: { heard.append($0) })
        var iterator = worker!.isStartedStream.makeAsyncIterator()
        #expect(heard == [false])
        interactor.activate()
        worker!.start(interactor)
        #expect(heard == [false, true])
        worker!.start(interactor)
        worker!.stop()
        #expect(heard == [false, true, false])
        worker = nil
        var looped: [Bool] = []
        while let isStarted = await iterator.next() { looped.append(isStarted) }
        #expect(looped == [false, true, false])
        subscription.cancel()
    }

    @Test func workerDoesNotRetainItsScope() {
        weak var scope: InteractorMock?
        do {
            let interactor = InteractorMock()
            scope = interactor
            interactor.activate()
            worker.start(interactor)
        }
        #expect(scope == nil)
        expectCounts(started: true, didStart: 1, didStop: 1)
    }

    @Test func workIsCancelledWhenTheRunningPeriodEnds() {
        let (never, _) = AsyncStream.makeStream(of: Int.self)
        let diagnostics = DiagnosticsCollector()
        #expect(diagnostics.collect { worker.whileRunning {} } == nil)
        #expect(diagnostics.all.first?.contains("WorkerMock is not running") == true)
        interactor.activate()
        worker.start(interactor)
        let task = worker.whileRunning { for await _ in never {} }
        let bound = Task { for await _ in never {} }.cancelOnStop(worker)
        interactor.deactivate()
        #expect(task?.isCancelled == true)
        #expect(bound.isCancelled)
    }
}

@Suite struct WorkerStateMachineTests {
    @Test func runningPeriodsAreBracketedByDidStartAndDidStop() {
        var machine = WorkerStateMachine()
        #expect(machine.start(scopeIsActive: false) == [.bindScope])
        #expect(machine.start(scopeIsActive: true) == [])
        #expect(machine.scopeDidChange(isActive: true) == [.didStart])
        #expect(machine.scopeDidChange(isActive: true) == [])
        #expect(machine.scopeDidChange(isActive: false) == [.didStop])
        #expect(machine.scopeDidChange(isActive: false) == [])
        #expect(machine.scopeDidChange(isActive: true) == [.didStart])
        #expect(machine.stop() == [.unbindScope, .didStop])
        #expect(machine.stop() == [])
        #expect(machine.scopeDidChange(isActive: true) == [])
        #expect(machine.start(scopeIsActive: true) == [.bindScope, .didStart])
        #expect(machine.isRunning)
    }
}
