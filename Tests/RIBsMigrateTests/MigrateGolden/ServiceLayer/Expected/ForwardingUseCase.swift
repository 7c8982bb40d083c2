/// A use case whose `create` only hands the repository's result on (AppStore_With_Tuist's): the
/// repository's call, awaited.
final class ForwardingUseCase {
    private let repository: ProfileRepository

    init(repository: ProfileRepository) {
        self.repository = repository
    }

    nonisolated(nonsending) func profile(id: String) async throws -> Profile {
        return try await self.repository
            .profile(id: id)
    }

    nonisolated(nonsending) func avatar(id: String) async throws -> String? {
        return try await self.repository.avatar(id: id)
    }
}
