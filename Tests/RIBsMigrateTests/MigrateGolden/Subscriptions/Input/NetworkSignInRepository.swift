import Foundation
import RxSwift

/// A callback API, as an SDK gives one: a request that calls back once, on its own queue, and
/// can be cancelled.
final class LegacyClient: @unchecked Sendable {
    final class Request: @unchecked Sendable {
        func cancel() {}
    }

    func post(_ path: String, completion: @escaping @Sendable (Result<String, any Error>) -> Void) -> Request {
        DispatchQueue.global().async { completion(.success(path)) }
        return Request()
    }
}

/// A repository that wraps callbacks in `Single.create`, `Maybe.create` and `Completable.create`,
/// each returning `Disposables.create`.
final class NetworkSignInRepository: SignInRepository {
    private let client = LegacyClient()

    func token(email: String, password: String) -> Single<String> {
        Single.create { single in
            let request = self.client.post("/token") { result in
                switch result {
                case .success(let token): single(.success(token))
                case .failure(let error): single(.failure(error))
                }
            }
            return Disposables.create { request.cancel() }
        }
    }

    func profile() -> Single<[String]> {
        .create { single in
            single(.success(["Ada"]))
            return Disposables.create()
        }
    }

    func cachedName() -> Maybe<String> {
        Maybe.create { maybe in
            maybe(.completed)
            return Disposables.create()
        }
    }

    func logOut() -> Completable {
        Completable.create { completable in
            _ = self.client.post("/logout") { result in
                if case .failure(let error) = result {
                    completable(.error(error))
                } else {
                    completable(.completed)
                }
            }
            return Disposables.create()
        }
    }
}
