import RIBs
import RxSwift

protocol ArchivePresentable: Presentable {
    func show(_ elements: [String])
    func show(count: Int)
}

/// Calls of a function that becomes `async throws` in chains no rule rewrites (a local the
/// subscription reads, an operator the runtime lacks), as CSFarming's archive does: each call
/// reaches RxSwift through the bridge, and its chain stays RxSwift's whole.
final class ArchiveInteractor: PresentableInteractor<ArchivePresentable> {
    private let service: ArchiveService
    private let isFromRoot: Bool
    private let disposeBag = DisposeBag()

    init(presenter: ArchivePresentable, service: ArchiveService, isFromRoot: Bool) {
        self.service = service
        self.isFromRoot = isFromRoot
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        let request: Single<[String]> = {
            if isFromRoot {
                return service.elements(path: "/")
            } else {
                return service.elements(path: "/docs")
            }
        }()
        request
            .subscribe(onSuccess: { [weak self] elements in
                self?.presenter.show(elements)
            }, onFailure: { error in
                print(error)
            })
            .disposed(by: disposeBag)

        // Seen as an `Observable`, the bridged chain's subscription is still RxSwift's: the bag
        // stays a `DisposeBag`.
        service.elements(path: "/all")
            .asObservable()
            .flatMapLatest { elements in Observable.just(elements.joined()) }
            .subscribe(onNext: { [weak self] joined in self?.presenter.show([joined]) })
            .disposed(by: disposeBag)

        service.elements(path: "/recent")
            .map { $0.count }
            .timeout(3, scheduler: MainScheduler.instance)
            .subscribe(onSuccess: { [weak self] count in
                self?.presenter.show(count: count)
            })
            .disposeOnDeactivate(interactor: self)
    }
}
