import RIBs
import RxSwift

final class HeartbeatWorker: Worker {
    private let beats = PublishRelay<Int>()

    override func didStart(_ interactorScope: InteractorScope) {
        super.didStart(interactorScope)
        beats
            .subscribe(onNext: { beat in print(beat) })
            .disposeOnStop(self)
    }

    func beat(_ count: Int) {
        beats.accept(count)
    }
}
