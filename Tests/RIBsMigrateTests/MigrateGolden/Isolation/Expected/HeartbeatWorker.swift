import RIBs

final class HeartbeatWorker: Worker {
    private let beats = EventRelay<Int>()

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        beats.events
            .subscribe(onNext: { beat in print(beat) })
            .cancelOnStop(self)
    }

    func beat(_ count: Int) {
        beats.send(count)
    }
}
