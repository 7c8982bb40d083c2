import RxSwift

struct Profile: Equatable {
    var id: String
    var name: String
    var friends: [String]
}

enum ProfileError: Error {
    case gone
}

protocol ProfileRepository {
    func profile(id: String) -> Single<Profile>
    func save(_ profile: Profile) -> Single<Profile>
    func avatar(id: String) -> Maybe<String>
    func forget(id: String) -> Completable
}

final class InMemoryProfileRepository: ProfileRepository {
    private var profiles: [String: Profile]

    init(profiles: [String: Profile]) {
        self.profiles = profiles
    }

    func profile(id: String) -> Single<Profile> {
        guard let profile = profiles[id] else { return .error(ProfileError.gone) }
        return .just(profile)
    }

    func save(_ profile: Profile) -> Single<Profile> {
        profiles[profile.id] = profile
        return Single.just(profile)
    }

    func avatar(id: String) -> Maybe<String> {
        if profiles[id] == nil {
            return .empty()
        }
        return .just("\(id).png")
    }

    func forget(id: String) -> Completable {
        profiles[id] = nil
        return .empty()
    }
}
