struct Profile: Equatable {
    var id: String
    var name: String
    var friends: [String]
}

enum ProfileError: Error {
    case gone
}

protocol ProfileRepository {
    nonisolated(nonsending) func profile(id: String) async throws -> Profile
    nonisolated(nonsending) func save(_ profile: Profile) async throws -> Profile
    nonisolated(nonsending) func avatar(id: String) async throws -> String?
    nonisolated(nonsending) func forget(id: String) async throws
}

final class InMemoryProfileRepository: ProfileRepository {
    private var profiles: [String: Profile]

    init(profiles: [String: Profile]) {
        self.profiles = profiles
    }

    nonisolated(nonsending) func profile(id: String) async throws -> Profile {
        guard let profile = profiles[id] else { throw ProfileError.gone }
        return profile
    }

    nonisolated(nonsending) func save(_ profile: Profile) async throws -> Profile {
        profiles[profile.id] = profile
        return profile
    }

    nonisolated(nonsending) func avatar(id: String) async throws -> String? {
        if profiles[id] == nil {
            return nil
        }
        return "\(id).png"
    }

    nonisolated(nonsending) func forget(id: String) async throws {
        profiles[id] = nil
    }
}
