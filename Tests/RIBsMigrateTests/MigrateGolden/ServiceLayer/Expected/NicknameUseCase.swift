import RIBs

protocol NicknameUseCase {
    nonisolated(nonsending) func nickname(of id: String) async throws -> String
    nonisolated(nonsending) func initial(of id: String) async throws -> Character?
    nonisolated(nonsending) func loudFriends(of id: String) async throws -> [String]
    nonisolated(nonsending) func check(_ id: String) async throws
    nonisolated(nonsending) func block(_ id: String) async throws
}

final class NicknameUseCaseImpl: NicknameUseCase {
    private let repository: ProfileRepository

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    /// A profile without a name has no nickname: `asSingle()` fails on the empty result.
    nonisolated(nonsending) func nickname(of id: String) async throws -> String {
        let profile = try await repository.profile(id: id)
        guard let value = profile.name.isEmpty ? nil : profile.name else { throw NoElementsError() }
        return value
    }

    nonisolated(nonsending) func initial(of id: String) async throws -> Character? {
        let profile = try await repository.profile(id: id)
        return profile.name.first
    }

    nonisolated(nonsending) func loudFriends(of id: String) async throws -> [String] {
        let profile = try await repository.profile(id: id)
        guard let value = (profile.friends.isEmpty ? nil : profile.friends.map { $0.uppercased() }) else { throw NoElementsError() }
        return value
    }

    nonisolated(nonsending) func check(_ id: String) async throws {
        _ = try await repository.profile(id: id)
    }

    nonisolated(nonsending) func block(_ id: String) async throws {
        fatalError("not yet")
    }
}
