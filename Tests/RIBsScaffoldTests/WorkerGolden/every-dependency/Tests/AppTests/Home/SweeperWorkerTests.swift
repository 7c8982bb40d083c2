import RIBs
import RIBsTesting
import Testing

@testable import App

/// SweeperWorker runs while the interactor that starts it (Home's) is active: it stops when the
/// interactor resigns and starts again when it is active again.
@MainActor
@Suite struct SweeperWorkerTests {
    @Test func runsWhileItsInteractorIsActive() {
        let interactor = Interactor()
        let worker = SweeperWorker(clock: ManualClock(), store: RecipeStoreMock())
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

    /// Its loop waits on the test's clock while it runs, beats as the clock moves, and ends
    /// when its interactor resigns.
    @Test func beatsAsTheClockMovesAndStopsWithItsInteractor() async {
        let clock = ManualClock()
        let interactor = Interactor()
        let worker = SweeperWorker(clock: clock, store: RecipeStoreMock())
        interactor.activate()
        worker.start(interactor)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        await clock.waitForSleepers(1)  // one beat ran; it waits for the next
        interactor.deactivate()
        await clock.waitForSleepers(0)  // it stopped with its interactor
        worker.stop()
    }
}
