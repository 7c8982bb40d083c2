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
    /// Named as `RankingService`'s local array `names`, which stays an array there.
    let names = ValueRelay<[String]>([])
    /// The view's "next page" taps, as GRIG-iOS's presenter hands them on.
    let nextPage = EventRelay<Void>()
    private var page = 1
    let refresh = EventRelay<Void>()
    let pages = ValueRelay<([String], [String])>(([], []))

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
        // Each tap counts a page on the stream's side, then starts a request that the indicator
        // tracks; its names, sorted, go to the relay, an error handing on none.
        nextPage.events
            .withUnretained(self)
            .do(onNext: { owner, _ in
                owner.page += 1
            })
            .subscribe(onNext: { [weak self] owner, _ in
                guard let self else { return }
                whileActive { [self] in
                    do {
                        let ranking: [String]
                        do {
                            ranking = try await owner.loading.track { try await owner.useCase.ranking(page: owner.page) }
                        } catch is CancellationError {
                            throw CancellationError()
                        } catch {
                            ranking = []
                        }
                        let value = ranking.sorted()
                        names.value = value
                    } catch is CancellationError {
                        // deactivated: no handler runs, as Rx's disposal called none
                    } catch {}
                }
            })
            .cancelOnDeactivate(interactor: self)
        // A refresh starts two requests inside the handler, as GRIG-iOS's compete screen does:
        // the interactor is the handler's `owner`, and the inner chain ends with its active period.
        refresh.events
            .subscribe(with: self) { owner, _ in
                owner.whileActive { [owner] in
                    do {
                        let value = (try await owner.loading.track { try await owner.useCase.ranking(page: 1) }, try await owner.loading.track { try await owner.useCase.ranking(page: 2) })
                        let (first, second) = value
                        owner.page = first.count + second.count
                        let value2 = (first, second)
                        owner.pages.value = value2
                    } catch is CancellationError {
                        // deactivated: no handler runs, as Rx's disposal called none
                    } catch {
                        owner.page = 1
                    }
                }
            }
            .cancelOnDeactivate(interactor: self)
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
