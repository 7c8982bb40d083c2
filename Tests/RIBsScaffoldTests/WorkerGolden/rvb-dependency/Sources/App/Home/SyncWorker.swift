import RIBs

/// What HomeView starts: Sync's work, which runs while Home is active.
/// @mockable
@MainActor
protocol SyncWorking: Working {}

/// Sync's work for Home: `didStart` runs each time Home's node becomes active with the worker
/// started, `didStop` each time it resigns.
final class SyncWorker: Worker, SyncWorking {
    private let ledger: any LedgerService

    init(ledger: any LedgerService) {
        self.ledger = ledger
    }

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        // TODO: Start Sync's work. Follow a stream with
        // stream.subscribe(onNext: { … }).cancelOnStop(self); run a loop or a request in
        // whileRunning { }. Both end when the worker stops.
    }
}
