import Foundation
import RIBs

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

    nonisolated(nonsending) func token(email: String, password: String) async throws -> String {
        return try await withSingleCallback { (single: CallbackObserver<String>) in
            let request = self.client.post("/token") { result in
                switch result {
                case .success(let token): single(.success(token))
                case .failure(let error): single(.failure(error))
                }
            }
            return { request.cancel() }
        }
    }

    nonisolated(nonsending) func profile() async throws -> [String] {
        return try await withSingleCallback { (single: CallbackObserver<[String]>) in
            single(.success(["Ada"]))
            return nil
        }
    }

    nonisolated(nonsending) func cachedName() async throws -> String? {
        return try await withMaybeCallback { (maybe: CallbackObserver<String>) in
            maybe(.completed)
            return nil
        }
    }

    nonisolated(nonsending) func logOut() async throws {
        try await withCompletableCallback { (completable: CallbackObserver<Void>) in
            _ = self.client.post("/logout") { result in
                if case .failure(let error) = result {
                    completable(.error(error))
                } else {
                    completable(.completed)
                }
            }
            return nil
        }
    }
}
