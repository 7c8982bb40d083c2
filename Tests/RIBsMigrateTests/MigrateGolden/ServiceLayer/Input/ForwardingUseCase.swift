import RxSwift

/// A use case whose `create` only hands the repository's result on (AppStore_With_Tuist's): the
/// repository's call, awaited.
final class ForwardingUseCase {
    private let repository: ProfileRepository

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    func profile(id: String) -> Single<Profile> {
        Single<Profile>.create { [weak self] observer in
            guard let self else { return Disposables.create() }

            return self.repository
                .profile(id: id)
                .subscribe { observer($0) }
        }
    }

    func avatar(id: String) -> Maybe<String> {
        Maybe<String>.create { observer in
            return self.repository.avatar(id: id).subscribe(observer)
        }
    }
}
