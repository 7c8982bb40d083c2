import RxSwift

protocol ProfileUseCase {
    func name(of id: String) -> Single<String>
    func rename(_ id: String, to name: String) -> Single<Profile>
    func friendCount(of id: String) -> Single<Int>
    func reload() -> Single<Void>
    func freshName(of id: String) -> Single<String>
    func keepSaving(_ profile: Profile) -> Single<Void>
}

final class ProfileUseCaseImpl: ProfileUseCase {
    private let repository: ProfileRepository
    private(set) var isLoaded = false

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    func name(of id: String) -> Single<String> {
        repository.profile(id: id).map(\.name)
    }

    func rename(_ id: String, to name: String) -> Single<Profile> {
        repository.profile(id: id)
            .map { profile in Profile(id: profile.id, name: name, friends: profile.friends) }
            .flatMap { [weak self] renamed in
                guard let self else { return .error(ProfileError.gone) }
                return self.repository.save(renamed)
            }
    }

    func friendCount(of id: String) -> Single<Int> {
        repository.profile(id: id)
            .map { $0.friends.filter { !$0.isEmpty }.count }
            .catchAndReturn(0)
    }

    func reload() -> Single<Void> {
        Single.zip([name(of: "me"), name(of: "friend")])
            .map { _ in () }
            .do(onSuccess: { [weak self] in self?.isLoaded = true })
    }

    /// Rx subscribes three times in all before the error goes on.
    func freshName(of id: String) -> Single<String> {
        repository.profile(id: id)
            .map(\.name)
            .retry(3)
    }

    /// Until it succeeds.
    func keepSaving(_ profile: Profile) -> Single<Void> {
        repository.save(profile)
            .map { _ in }
            .retry()
    }
}
