import RIBs

@MainActor
protocol StopwatchPresentable: Presentable {
    func show(elapsed: Int)
    func showHint()
}

/// Rx's timers (yaho's hiking stopwatch, DailyChaCha's routine): the runtime's `Events<Int>`
/// timers, on the main actor, whatever scheduler Rx ticked on.
final class StopwatchInteractor: PresentableInteractor<StopwatchPresentable> {
    private let elapsed = ValueRelay<Int>(0)
    private let isRunning = ValueRelay<Bool>(false)

    override func didBecomeActive() {
        super.didBecomeActive()
        // RxSwift 4's seconds, on a background scheduler, observed on the main one.
        Events<Int>.interval(.seconds(1))
            .withLatest(from: elapsed.values)
            .map { time -> Int in
                return time + 1
            }
            .bind(to: elapsed)
            .cancelOnDeactivate(interactor: self)

        isRunning.values
            .flatMapLatest { running in
                running ? Events<Int>.interval(.milliseconds(500)) : .empty()
            }
            .subscribe(onNext: { [weak self] tick in
                self?.presenter.show(elapsed: tick)
            })
            .cancelOnDeactivate(interactor: self)

        Events<Int>.timer(.seconds(3))
            .subscribe(onNext: { [weak self] _ in
                self?.presenter.showHint()
            })
            .cancelOnDeactivate(interactor: self)
    }

    func start() {
        isRunning.value = true
    }
}
