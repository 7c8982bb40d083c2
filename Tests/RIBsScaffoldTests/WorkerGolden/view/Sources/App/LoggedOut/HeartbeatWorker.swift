import RIBs

/// What LoggedOutInteractor starts: Heartbeat's work, which runs while LoggedOut is active.
/// @mockable
@MainActor
protocol HeartbeatWorking: Working {}

/// Heartbeat's work for LoggedOut: `didStart` runs each time LoggedOutInteractor becomes active with the worker
/// started, `didStop` each time it resigns.
final class HeartbeatWorker: Worker, HeartbeatWorking {
    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        // TODO: Start Heartbeat's work. Follow a stream with
        // stream.subscribe(onNext: { … }).cancelOnStop(self); run a loop or a request in
        // whileRunning { }. Both end when the worker stops.
    }
}
