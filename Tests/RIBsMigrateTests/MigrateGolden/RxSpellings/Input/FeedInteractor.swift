import RIBs
import RxRelay
import RxSwift

protocol FeedPresentable: Presentable {
    var refreshes: Observable<Void> { get }
    func show(_ count: Int)
    func showLoading(_ isLoading: Bool)
}

/// The spellings the five public apps use on their streams, which swift-ribs keeps with Rx's
/// timing, and what only a failing stream needs, which goes.
final class FeedInteractor: PresentableInteractor<FeedPresentable> {
    private let counts = PublishRelay<Int>()
    private let loading = BehaviorRelay<Bool>(value: false)
    private let config: Variable<String>
    private let titles = PublishRelay<String>()

    init(presenter: FeedPresentable, config: Variable<String>) {
        self.config = config
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        counts
            .withUnretained(self)
            .do(onNext: { owner, _ in owner.presenter.showLoading(false) }, onError: { _ in })
            .catchAndReturn((self, 0))
            .retry(2)
            .subscribe(onNext: { owner, count in owner.presenter.show(count) }, onError: { _ in })
            .disposeOnDeactivate(interactor: self)
        loading.asObservable()
            .subscribe(with: self) { owner, isLoading in owner.presenter.showLoading(isLoading) }
            .disposeOnDeactivate(interactor: self)
        presenter.refreshes
            .bind(onNext: { [weak self] in self?.loading.accept(true) })
            .disposeOnDeactivate(interactor: self)
        presenter.refreshes
            .bind(with: self) { owner, _ in owner.config.value = "refreshed" }
            .disposeOnDeactivate(interactor: self)
        presenter.refreshes
            .flatMap { _ in Observable.just(1) }
            .bind(to: counts)
            .disposeOnDeactivate(interactor: self)
        Observable.merge([config.asObservable(), titles.asObservable()])
            .catch { _ in .empty() }
            .bind { [weak self] title in self?.titles.accept(title) }
            .disposeOnDeactivate(interactor: self)
    }

    func emptyWhileLoading() -> Observable<Int> {
        loading.value ? .empty() : Observable.just(1, 2)
    }

    func never() -> Observable<Int> {
        Observable.never()
    }
}
