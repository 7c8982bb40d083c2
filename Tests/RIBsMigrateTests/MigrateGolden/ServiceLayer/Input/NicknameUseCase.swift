import RxSwift

protocol NicknameUseCase {
    func nickname(of id: String) -> Single<String>
    func initial(of id: String) -> Maybe<Character>
    func loudFriends(of id: String) -> Single<[String]>
    func check(_ id: String) -> Single<Void>
    func block(_ id: String) -> Single<Void>
}

final class NicknameUseCaseImpl: NicknameUseCase {
    private let repository: ProfileRepository

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    /// A profile without a name has no nickname: `asSingle()` fails on the empty result.
    func nickname(of id: String) -> Single<String> {
        repository.profile(id: id)
            .compactMap { profile in profile.name.isEmpty ? nil : profile.name }
            .asObservable()
            .asSingle()
    }

    func initial(of id: String) -> Maybe<Character> {
        repository.profile(id: id).compactMap { $0.name.first }
    }

    func loudFriends(of id: String) -> Single<[String]> {
        repository.profile(id: id)
            .compactMap { $0.friends.isEmpty ? nil : $0.friends.map { $0.uppercased() } }.asObservable().asSingle()
    }

    func check(_ id: String) -> Single<Void> {
        repository.profile(id: id)
            .map { _ in return }
    }

    func block(_ id: String) -> Single<Void> {
        fatalError("not yet")
    }
}
