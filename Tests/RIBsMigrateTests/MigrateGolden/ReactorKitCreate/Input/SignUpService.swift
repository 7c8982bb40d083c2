import RxSwift

protocol SignUpService {
    func isValidEmail(email: String) -> Observable<Bool>
    func register(email: String) -> Single<Bool>
}

final class SignUpServiceImpl: SignUpService {
    func isValidEmail(email: String) -> Observable<Bool> {
        .just(email.contains("@"))
    }

    func register(email: String) -> Single<Bool> {
        Single.create { single in
            single(.success(!email.isEmpty))
            return Disposables.create()
        }
    }
}
