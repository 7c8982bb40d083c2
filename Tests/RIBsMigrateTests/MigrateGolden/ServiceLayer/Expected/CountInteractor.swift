import RIBs

protocol CountService {
    nonisolated(nonsending) func items() async throws -> [Int]
}

@MainActor
protocol CountPresentable: Presentable {
    func show(_ total: Int)
}

/// A failure handled in the middle of a subscription's chain (`catchAndReturn` before more
/// operators): the task's `do`/`catch` goes in a closure that keeps the task's isolation, the
/// interactor's main actor, so it reads the interactor's state (issue 65: GRIG-iOS's
/// `initialFetch` was written with an `isolated` parameter, which Swift 6 refuses here).
final class CountInteractor: PresentableInteractor<CountPresentable> {
    private let service: CountService
    private var offset = 1

    init(presenter: CountPresentable, service: CountService) {
        self.service = service
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        whileActive { [self] in
            do {
                let value = try await {
                    do {
                        let items = try await service.items()
                        return items.count + self.offset
                    } catch is CancellationError {
                        throw CancellationError()
                    } catch {
                        return 0
                    }
                }()
                let total = value * 2
                self.presenter.show(total)
            } catch {}
        }
    }
}
