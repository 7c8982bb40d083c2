import RIBs

/// What HomeBuilder starts: Sync's work, which runs while Home is active.
/// @mockable
@MainActor
protocol SyncWorking: Working {}

/// Sync's work for Home: `didStart` runs each time Home's node becomes active with the worker
/// started, `didStop` each time it resigns.
final class SyncWorker: Worker, SyncWorking {
    private let clock: any Clock<Duration>
    private let ledger: any LedgerService

    /// `clock` paces the work: the app passes none (`ContinuousClock`), a test a `ManualClock` it steps.
    init(clock: any Clock<Duration> = ContinuousClock(), ledger: any LedgerService) {
        self.clock = clock
        self.ledger = ledger
    }

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        // A loop on the clock, which ends when the worker stops; or follow a stream with
        // stream.subscribe(onNext: { … }).cancelOnStop(self).
        whileRunning(named: "sync") { [weak self, clock] in
            while (try? await clock.sleep(for: .seconds(5))) != nil {
                self?.beat()
            }
        }
    }

    /// Sync's work, every 5 s while the worker runs.
    private func beat() {
        // TODO: Do Sync's work: call a service, update a store, or send what the interactor follows.
    }
}
