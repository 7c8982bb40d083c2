import RIBs

/// What HomeInteractor starts: Sweeper's work, which runs while Home is active.
/// @mockable
@MainActor
protocol SweeperWorking: Working {}

/// Sweeper's work for Home: `didStart` runs each time HomeInteractor becomes active with the worker
/// started, `didStop` each time it resigns.
final class SweeperWorker: Worker, SweeperWorking {
    private let clock: any Clock<Duration>

    /// `clock` paces the work: the app passes none (`ContinuousClock`), a test a `ManualClock` it steps.
    init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        // A loop on the clock, which ends when the worker stops; or follow a stream with
        // stream.subscribe(onNext: { … }).cancelOnStop(self).
        whileRunning(named: "sweeper") { [weak self, clock] in
            while (try? await clock.sleep(for: .seconds(2))) != nil {
                self?.beat()
            }
        }
    }

    /// Sweeper's work, every 2 s while the worker runs.
    private func beat() {
        // TODO: Do Sweeper's work: call a service, update a store, or send what the interactor follows.
    }
}
