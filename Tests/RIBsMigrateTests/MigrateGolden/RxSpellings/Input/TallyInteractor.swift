import RIBs
import RxRelay
import RxSwift

protocol TallyPresentable: Presentable {
    var taps: Observable<Void> { get }
    func show(count: Int)
}

/// An interactor whose subscriptions end with it, through its bag: Rx disposes them when the
/// interactor is freed, as the runtime's `SubscriptionBag` cancels them then.
final class TallyInteractor: PresentableInteractor<TallyPresentable> {
    private let disposeBag = DisposeBag()
    private let count = BehaviorRelay<Int>(value: 0)

    func start() {
        presenter.taps
            .withUnretained(self)
            .subscribe(onNext: { owner, _ in owner.count.accept(owner.count.value + 1) })
            .disposed(by: disposeBag)
        count
            .subscribe(onNext: { [weak self] in self?.presenter.show(count: $0) })
            .disposed(by: disposeBag)
    }
}
