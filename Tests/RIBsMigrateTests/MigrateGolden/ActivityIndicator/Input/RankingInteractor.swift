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
