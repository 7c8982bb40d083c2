import Foundation
import RxSwift

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
    func challenge(id: String) -> Observable<Challenge>
    func todaysChallenge(signedIn: Bool) -> Observable<Challenge>
}

struct RemoteChallengeUseCase: ChallengeUseCase {
    let repository: AccountRepository

    func challenge(id: String) -> Observable<Challenge> {
        repository.avatarPath(id: id)
            .asObservable()
            .compactMap { Challenge(json: $0) }
    }

    func todaysChallenge(signedIn: Bool) -> Observable<Challenge> {
        guard signedIn else { return .empty() }
        return repository.avatarPath(id: "today")
            .asObservable()
            .compactMap { Challenge(json: $0) }
    }
}
