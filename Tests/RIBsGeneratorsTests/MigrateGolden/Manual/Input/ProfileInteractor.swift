import RIBs
import RxSwift

protocol ProfileService {
    func fetchName() -> Single<String>
}

/// A chain on a Single: each of its operators is named, as the chain becomes statements after
/// `try await` once the service is async.
final class ProfileInteractor: Interactor {
    let service: ProfileService

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
}
