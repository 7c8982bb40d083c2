import RIBs
import RxSwift

protocol CountService {
    func items() -> Single<[Int]>
}

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
        service.items()
            .map { [unowned self] items in items.count + self.offset }
            .catchAndReturn(0)
            .map { $0 * 2 }
            .subscribe(onSuccess: { [weak self] total in self?.presenter.show(total) })
            .disposeOnDeactivate(interactor: self)
    }
}
