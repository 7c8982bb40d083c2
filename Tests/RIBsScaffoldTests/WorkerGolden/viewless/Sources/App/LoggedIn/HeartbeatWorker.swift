import RIBs

/// What LoggedInInteractor starts: Heartbeat's work, which runs while LoggedIn is active.
/// @mockable
@MainActor
protocol HeartbeatWorking: Working {}

/// Heartbeat's work for LoggedIn: `didStart` runs each time LoggedInInteractor becomes active with the worker
/// started, `didStop` each time it resigns.
final class HeartbeatWorker: Worker, HeartbeatWorking {
    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        // TODO: Start Heartbeat's work. Follow a stream with
        // stream.subscribe(onNext: { … }).cancelOnStop(self); run a loop or a request in
        // whileRunning { }. Both end when the worker stops.
    }
}
