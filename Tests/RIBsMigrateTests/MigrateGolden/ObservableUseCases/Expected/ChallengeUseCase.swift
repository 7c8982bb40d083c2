import Foundation
import RIBs

struct Challenge: Equatable, Sendable {
    var title: String

    init?(json: String) {
        guard !json.isEmpty else { return nil }
        title = json
    }
}

/// A use case that decodes the repository's one result and drops what does not decode: the
/// `Observable` completes with no value there, as TheSixthSense's use cases do.
protocol ChallengeUseCase {
    nonisolated(nonsending) func challenge(id: String) async throws -> Challenge
    nonisolated(nonsending) func todaysChallenge(signedIn: Bool) async throws -> Challenge
}

struct RemoteChallengeUseCase: ChallengeUseCase {
    let repository: AccountRepository

    nonisolated(nonsending) func challenge(id: String) async throws -> Challenge {
        let avatarPath = try await repository.avatarPath(id: id)
        guard let value = Challenge(json: avatarPath) else { throw NoElementsError() }
        return value
    }

    nonisolated(nonsending) func todaysChallenge(signedIn: Bool) async throws -> Challenge {
        guard signedIn else { throw NoElementsError() }
        let avatarPath = try await repository.avatarPath(id: "today")
        guard let value = Challenge(json: avatarPath) else { throw NoElementsError() }
        return value
    }
}
