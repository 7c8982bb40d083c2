import RIBs

/// What RideInteractor starts: Tracking's work, which runs while Ride is active.
/// @mockable
@MainActor
protocol TrackingWorking: Working {}

/// Tracking's work for Ride: `didStart` runs each time RideInteractor becomes active with the worker
/// started, `didStop` each time it resigns.
final class TrackingWorker: Worker, TrackingWorking {
    private let clock: any Clock<Duration>
    private let log: @MainActor (String) -> Void

    init(clock: any Clock<Duration>, log: @escaping @MainActor (String) -> Void) {
        self.clock = clock
        self.log = log
    }

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        // TODO: Start Tracking's work. Follow a stream with
        // stream.subscribe(onNext: { … }).cancelOnStop(self); run a loop or a request in
        // whileRunning { }. Both end when the worker stops.
    }
}
