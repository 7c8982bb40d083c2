import RIBs
import RxRelay
import RxSwift

protocol TimerPresentable: Presentable {
    func show(seconds: Int)
}

/// The scheduler is injected for RxTest: the runtime delivers on the main actor, so it goes.
final class TimerInteractor: PresentableInteractor<TimerPresentable> {
    private let seconds = BehaviorRelay<Int>(value: 0)
    private let observationScheduler: SchedulerType

    init(
        presenter: TimerPresentable,
        start: Int,
        observationScheduler: SchedulerType = MainScheduler.asyncInstance
    ) {
        seconds.accept(start)
        self.observationScheduler = observationScheduler
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        seconds
            .observe(on: observationScheduler)
            .subscribe(onNext: { [weak self] value in self?.presenter.show(seconds: value) })
            .disposeOnDeactivate(interactor: self)
    }

    /// `subscribe(on:)` of the main scheduler says nothing either (AppStoreClone's search).
    func showOnce() {
        seconds
            .subscribe(on: MainScheduler.instance)
            .take(1)
            .subscribe(onNext: { [weak self] value in self?.presenter.show(seconds: value) })
            .disposeOnDeactivate(interactor: self)
    }

    func tick() {
        seconds.accept(seconds.value + 1)
    }
}
