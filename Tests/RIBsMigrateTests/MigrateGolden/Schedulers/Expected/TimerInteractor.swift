import RIBs

@MainActor
protocol TimerPresentable: Presentable {
    func show(seconds: Int)
}

/// The scheduler is injected for RxTest: the runtime delivers on the main actor, so it goes.
final class TimerInteractor: PresentableInteractor<TimerPresentable> {
    private let seconds = ValueRelay<Int>(0)

    init(
        presenter: TimerPresentable,
        start: Int
    ) {
        seconds.value = start
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        seconds.values
            .subscribe(onNext: { [weak self] value in self?.presenter.show(seconds: value) })
            .cancelOnDeactivate(interactor: self)
    }

    /// `subscribe(on:)` of the main scheduler says nothing either (AppStoreClone's search).
    func showOnce() {
        seconds.values
            .prefix(1)
            .subscribe(onNext: { [weak self] value in self?.presenter.show(seconds: value) })
            .cancelOnDeactivate(interactor: self)
    }

    func tick() {
        seconds.value = seconds.value + 1
    }
}
