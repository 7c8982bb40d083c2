import RIBs

@MainActor
protocol FeedPresentable: Presentable {
    var refreshes: Events<Void> { get }
    func show(_ count: Int)
    func showLoading(_ isLoading: Bool)
}

/// The spellings the five public apps use on their streams, which swift-ribs keeps with Rx's
/// timing, and what only a failing stream needs, which goes.
final class FeedInteractor: PresentableInteractor<FeedPresentable> {
    private let counts = EventRelay<Int>()
    private let loading = ValueRelay<Bool>(false)
    private let config: ValueRelay<String>
    private let titles = EventRelay<String>()

    init(presenter: FeedPresentable, config: ValueRelay<String>) {
        self.config = config
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        counts.events
            .withUnretained(self)
            .do(onNext: { owner, _ in owner.presenter.showLoading(false) })
            .subscribe(onNext: { owner, count in owner.presenter.show(count) })
            .cancelOnDeactivate(interactor: self)
        loading.values
            .subscribe(with: self) { owner, isLoading in owner.presenter.showLoading(isLoading) }
            .cancelOnDeactivate(interactor: self)
        presenter.refreshes
            .subscribe(onNext: { [weak self] in self?.loading.value = true })
            .cancelOnDeactivate(interactor: self)
        presenter.refreshes
            .subscribe(with: self) { owner, _ in owner.config.value = "refreshed" }
            .cancelOnDeactivate(interactor: self)
        presenter.refreshes
            .flatMap { _ in Events.just(1) }
            .bind(to: counts)
            .cancelOnDeactivate(interactor: self)
        Events.merge([config.values, titles.events])
            .subscribe { [weak self] title in self?.titles.send(title) }
            .cancelOnDeactivate(interactor: self)
    }

    func emptyWhileLoading() -> Events<Int> {
        loading.value ? .empty() : Events.just(1, 2)
    }

    func never() -> Events<Int> {
        Events.never()
    }
}
