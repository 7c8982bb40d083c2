import RIBs
import RxRelay
import RxSwift

protocol StopwatchPresentable: Presentable {
    func show(elapsed: Int)
    func showHint()
}

/// Rx's timers (yaho's hiking stopwatch, DailyChaCha's routine): the runtime's `Events<Int>`
/// timers, on the main actor, whatever scheduler Rx ticked on.
final class StopwatchInteractor: PresentableInteractor<StopwatchPresentable> {
    private let elapsed = BehaviorRelay<Int>(value: 0)
    private let isRunning = BehaviorRelay<Bool>(value: false)

    override func didBecomeActive() {
        super.didBecomeActive()
        // RxSwift 4's seconds, on a background scheduler, observed on the main one.
        Observable<Int>.interval(1, scheduler: ConcurrentDispatchQueueScheduler(qos: .background))
            .withLatestFrom(elapsed)
            .map { time -> Int in
                return time + 1
            }
            .observeOn(MainScheduler.instance)
            .bind(to: elapsed)
            .disposeOnDeactivate(interactor: self)

        isRunning
            .flatMapLatest { running in
                running ? Observable<Int>.interval(.milliseconds(500), scheduler: MainScheduler.instance) : .empty()
            }
            .subscribe(onNext: { [weak self] tick in
                self?.presenter.show(elapsed: tick)
            })
            .disposeOnDeactivate(interactor: self)

        Observable<Int>.timer(.seconds(3), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in
                self?.presenter.showHint()
            })
            .disposeOnDeactivate(interactor: self)
    }

    func start() {
        isRunning.accept(true)
    }
}
