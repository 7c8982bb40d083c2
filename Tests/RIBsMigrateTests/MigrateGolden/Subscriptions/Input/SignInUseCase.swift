import Foundation
import RxSwift

enum SignInUseCaseError: Error {
    case signInError(String)
    case network
}

protocol SignInRepository {
    func token(email: String, password: String) -> Single<String>
    func profile() -> Single<[String]>
    func logOut() -> Completable
}

protocol SignInUseCase {
    func signIn(email: String, password: String) -> Single<String>
    func names() -> Observable<[String]>
}

/// A use case built from a repository's `Single`s: a `guard` that fails with Rx's
/// `noElements`, side effects on success and on failure, a `zip`.
final class SignInUseCaseImpl: SignInUseCase {
    private let repository: SignInRepository

    init(repository: SignInRepository) {
        self.repository = repository
    }

    func signIn(email: String, password: String) -> Single<String> {
        guard !email.isEmpty else { return Single.error(RxError.noElements) }
        return repository.token(email: email, password: password)
            .do(onSuccess: { token in print("signed in", token) }, onError: { error in print("failed", error) })
            .map { token in token.uppercased() }
    }

    func names() -> Observable<[String]> {
        Single.zip(repository.profile(), repository.profile())
            .map { first, second in first + second }
            .asObservable()
    }
}
