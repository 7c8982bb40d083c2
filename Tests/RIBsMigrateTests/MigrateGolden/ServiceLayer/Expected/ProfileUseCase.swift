protocol ProfileUseCase {
    nonisolated(nonsending) func name(of id: String) async throws -> String
    nonisolated(nonsending) func rename(_ id: String, to name: String) async throws -> Profile
    nonisolated(nonsending) func friendCount(of id: String) async throws -> Int
    nonisolated(nonsending) func reload() async throws
    nonisolated(nonsending) func freshName(of id: String) async throws -> String
    nonisolated(nonsending) func keepSaving(_ profile: Profile) async throws
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

    /// Rx subscribes three times in all before the error goes on.
    nonisolated(nonsending) func freshName(of id: String) async throws -> String {
        var retriesLeft = 2
        while true {
            do {
                return try await repository.profile(id: id).name
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                guard retriesLeft > 0 else { throw error }
                retriesLeft -= 1
            }
        }
    }

    /// Until it succeeds.
    nonisolated(nonsending) func keepSaving(_ profile: Profile) async throws {
        while true {
            do {
                _ = try await repository.save(profile)
                return
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                // Rx subscribes again.
            }
        }
    }
}
