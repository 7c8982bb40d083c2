
protocol ProfileUseCase {
    nonisolated(nonsending) func name(of id: String) async throws -> String
    nonisolated(nonsending) func rename(_ id: String, to name: String) async throws -> Profile
    nonisolated(nonsending) func friendCount(of id: String) async throws -> Int
    nonisolated(nonsending) func reload() async throws
}

final class ProfileUseCaseImpl: ProfileUseCase {
    private let repository: ProfileRepository
    private(set) var isLoaded = false

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    nonisolated(nonsending) func name(of id: String) async throws -> String {
        return try await repository.profile(id: id).name
    }

    nonisolated(nonsending) func rename(_ id: String, to name: String) async throws -> Profile {
        let profile = try await repository.profile(id: id)
        let renamed = Profile(id: profile.id, name: name, friends: profile.friends)
        return try await self.repository.save(renamed)
    }

    nonisolated(nonsending) func friendCount(of id: String) async throws -> Int {
        do {
            let profile = try await repository.profile(id: id)
            return profile.friends.filter { !$0.isEmpty }.count
        } catch {
            return 0
        }
    }

    nonisolated(nonsending) func reload() async throws {
        _ = [try await name(of: "me"), try await name(of: "friend")]
        self.isLoaded = true
    }
}
