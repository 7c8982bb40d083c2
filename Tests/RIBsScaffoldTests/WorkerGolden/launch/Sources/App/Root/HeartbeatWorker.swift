import RIBs

/// What RootInteractor starts: Heartbeat's work, which runs while Root is active.
/// @mockable
@MainActor
protocol HeartbeatWorking: Working {}

/// Heartbeat's work for Root: `didStart` runs each time RootInteractor becomes active with the worker
/// started, `didStop` each time it resigns.
final class HeartbeatWorker: Worker, HeartbeatWorking {
    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        // TODO: Start Heartbeat's work. Follow a stream with
        // stream.subscribe(onNext: { … }).cancelOnStop(self); run a loop or a request in
        // whileRunning { }. Both end when the worker stops.
    }
}
