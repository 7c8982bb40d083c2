import RIBs
import Testing

@testable import App

/// TrackingWorker runs while the interactor that starts it (Ride's) is active: it stops when the
/// interactor resigns and starts again when it is active again.
@MainActor
@Suite struct TrackingWorkerTests {
    @Test func runsWhileItsInteractorIsActive() {
        let interactor = Interactor()
        let worker = TrackingWorker(clock: ContinuousClock(), log: { _ in })
        interactor.activate()
        worker.start(interactor)
        #expect(worker.isRunning)
        interactor.deactivate()
        #expect(!worker.isRunning)
        #expect(worker.isStarted, "stopped by the scope, not unbound from it")
        interactor.activate()
        #expect(worker.isRunning)
        worker.stop()
        interactor.deactivate()
    }
}
