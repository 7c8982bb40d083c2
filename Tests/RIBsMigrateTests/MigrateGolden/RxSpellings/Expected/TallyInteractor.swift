import RIBs

@MainActor
protocol TallyPresentable: Presentable {
    var taps: Events<Void> { get }
    func show(count: Int)
}

/// An interactor whose subscriptions end with it, through its bag: Rx disposes them when the
/// interactor is freed, as the runtime's `SubscriptionBag` cancels them then.
final class TallyInteractor: PresentableInteractor<TallyPresentable> {
    private let disposeBag = SubscriptionBag()
    private let count = ValueRelay<Int>(0)

    func start() {
        presenter.taps
            .withUnretained(self)
            .subscribe(onNext: { owner, _ in owner.count.value = owner.count.value + 1 })
            .cancelled(by: disposeBag)
        count.values
            .subscribe(onNext: { [weak self] in self?.presenter.show(count: $0) })
            .cancelled(by: disposeBag)
    }
}
