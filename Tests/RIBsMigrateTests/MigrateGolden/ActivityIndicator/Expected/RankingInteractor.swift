import RIBs
import Foundation

@MainActor
protocol RankingPresentable: Presentable {
    func show(_ names: [String])
    func showError(_ message: String)
}

/// RxSwift's example `ActivityIndicator` counting a use case's requests: each becomes the
/// runtime's `ActivityTracker`, the request tracked with `track { }`, the indicator read as
/// `isActive`.
final class RankingInteractor: PresentableInteractor<RankingPresentable> {
    private let useCase: RankingUseCase
    private let loading = ActivityTracker()
    let isLoading = ValueRelay<Bool>(false)

    init(presenter: RankingPresentable, useCase: RankingUseCase) {
        self.useCase = useCase
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        loading.isActive
            .bind(to: isLoading)
            .cancelOnDeactivate(interactor: self)
        load(page: 1, tracking: loading)
    }

    private func load(page: Int, tracking: ActivityTracker) {
        whileActive { [self] in
            do {
                let names = try await tracking.track { try await useCase.ranking(page: page) }
                self.presenter.show(names)
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                self.presenter.showError(error.localizedDescription)
            }
        }
    }
}
