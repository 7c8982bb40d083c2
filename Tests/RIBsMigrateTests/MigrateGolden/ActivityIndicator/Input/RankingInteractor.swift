import RIBs
import RxRelay
import RxSwift

protocol RankingPresentable: Presentable {
    func show(_ names: [String])
    func showError(_ message: String)
}

/// RxSwift's example `ActivityIndicator` counting a use case's requests: each becomes the
/// runtime's `ActivityTracker`, the request tracked with `track { }`, the indicator read as
/// `isActive`.
final class RankingInteractor: PresentableInteractor<RankingPresentable> {
    private let useCase: RankingUseCase
    private let loading = ActivityIndicator()
    let isLoading = BehaviorRelay<Bool>(value: false)
    /// Named as `RankingService`'s local array `names`, which stays an array there.
    let names = BehaviorRelay<[String]>(value: [])
    /// The view's "next page" taps, as GRIG-iOS's presenter hands them on.
    let nextPage = PublishRelay<Void>()
    private var page = 1
    let refresh = PublishRelay<Void>()
    let pages = BehaviorRelay<([String], [String])>(value: ([], []))

    init(presenter: RankingPresentable, useCase: RankingUseCase) {
        self.useCase = useCase
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        loading.asObservable()
            .bind(to: isLoading)
            .disposeOnDeactivate(interactor: self)
        load(page: 1, tracking: loading)
        // Each tap counts a page on the stream's side, then starts a request that the indicator
        // tracks; its names, sorted, go to the relay, an error handing on none.
        nextPage
            .withUnretained(self)
            .do(onNext: { owner, _ in
                owner.page += 1
            })
            .flatMap { owner, _ in
                owner.useCase.ranking(page: owner.page).trackActivity(owner.loading)
            }
            .catchAndReturn([])
            .map { added in added.sorted() }
            .bind(to: names)
            .disposeOnDeactivate(interactor: self)
        // A refresh starts two requests inside the handler, as GRIG-iOS's compete screen does:
        // the interactor is the handler's `owner`, and the inner chain ends with its active period.
        refresh
            .subscribe(with: self) { owner, _ in
                Observable.zip(
                    owner.useCase.ranking(page: 1).trackActivity(owner.loading),
                    owner.useCase.ranking(page: 2).trackActivity(owner.loading)
                )
                .do(onNext: { first, second in
                    owner.page = first.count + second.count
                }).catch { _ in
                    owner.page = 1
                    return .empty()
                }.bind(to: owner.pages)
                .disposeOnDeactivate(interactor: owner)
            }
            .disposeOnDeactivate(interactor: self)
    }

    private func load(page: Int, tracking: ActivityIndicator) {
        useCase.ranking(page: page)
            .trackActivity(tracking)
            .subscribe(onSuccess: { [weak self] names in
                self?.presenter.show(names)
            }, onFailure: { [weak self] error in
                self?.presenter.showError(error.localizedDescription)
            })
            .disposeOnDeactivate(interactor: self)
    }
}
