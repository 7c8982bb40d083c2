import RIBs
import RxSwift

protocol ProfileService {
    func fetchName() -> Single<String>
}

/// A service built on Rx's own constructors: it becomes `async`, awaiting RxSwift's `value`,
/// and is named, as a person decides whether to keep RxSwift under it.
final class RemoteProfileService: ProfileService {
    func fetchName() -> Single<String> {
        Single.create { observer in
            observer(.success("Ada"))
            return Disposables.create()
        }
    }

    /// A chain the tool cannot lower keeps Rx's operators (`take` stays `take`), each named.
    func fetchNames() -> Single<[String]> {
        Observable.just(["Ada", "Grace"])
            .take(2)
            .asSingle()
    }
}

/// A chain on a Single becomes statements after `try await`; a subscription kept in a
/// `DisposeBag` becomes a task the bag keeps, and the bag a `SubscriptionBag`.
final class ProfileInteractor: Interactor {
    let service: ProfileService
    private let disposeBag = DisposeBag()

    init(service: ProfileService) {
        self.service = service
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        service.fetchName()
            .map { $0.uppercased() }
            .catchAndReturn("?")
            .subscribe(onSuccess: { print($0) }, onFailure: { _ in })
            .disposeOnDeactivate(interactor: self)
    }

    func reload() {
        service.fetchName()
            .subscribe(onSuccess: { print($0) })
            .disposed(by: disposeBag)
    }
}
