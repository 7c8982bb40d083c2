import RIBs
@preconcurrency import RxSwift

protocol ProfileService {
    nonisolated(nonsending) func fetchName() async throws -> String
}

/// A service built on Rx's own constructors: it becomes `async`, awaiting RxSwift's `value`,
/// and is named, as a person decides whether to keep RxSwift under it.
final class RemoteProfileService: ProfileService {
    nonisolated(nonsending) func fetchName() async throws -> String {
        return try await withSingleCallback { (observer: CallbackObserver<String>) in
            observer(.success("Ada"))
            return nil
        }
    }

    /// A chain the tool cannot lower keeps Rx's operators (`take` stays `take`), each named.
    nonisolated(nonsending) func fetchNames() async throws -> [String] {
        return try await Observable.just(["Ada", "Grace"])
            .take(2)
            .asSingle().value
    }
}

/// A chain on a Single becomes statements after `try await`; a subscription kept in a
/// `DisposeBag` becomes a task the bag keeps, and the bag a `SubscriptionBag`.
final class ProfileInteractor: Interactor {
    let service: ProfileService
    private let disposeBag = SubscriptionBag()

    init(service: ProfileService) {
        self.service = service
        super.init()
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        whileActive { [self] in
            do {
                let name = try await service.fetchName()
                let value = name.uppercased()
                print(value)
            } catch is CancellationError {
                // deactivated: no handler runs, as Rx's disposal called none
            } catch {
                print("?")
            }
        }
    }

    func reload() {
        disposeBag.insert(Task { [self] in
            do {
                let name = try await service.fetchName()
                print(name)
            } catch {}
        })
    }
}
