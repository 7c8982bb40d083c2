import Foundation
import RIBs

enum SignInUseCaseError: Error {
    case signInError(String)
    case network
}

protocol SignInRepository {
    nonisolated(nonsending) func token(email: String, password: String) async throws -> String
    nonisolated(nonsending) func profile() async throws -> [String]
    nonisolated(nonsending) func logOut() async throws
}

protocol SignInUseCase {
    nonisolated(nonsending) func signIn(email: String, password: String) async throws -> String
    nonisolated(nonsending) func names() async throws -> [String]
}

/// A use case built from a repository's `Single`s: a `guard` that fails with Rx's
/// `noElements`, side effects on success and on failure, a `zip`.
final class SignInUseCaseImpl: SignInUseCase {
    private let repository: SignInRepository

    init(repository: SignInRepository) {
        self.repository = repository
    }

    nonisolated(nonsending) func signIn(email: String, password: String) async throws -> String {
        guard !email.isEmpty else { throw NoElementsError() }
        let token: String
        do {
            token = try await repository.token(email: email, password: password)
        } catch {
            print("failed", error)
            throw error
        }
        print("signed in", token)
        return token.uppercased()
    }

    nonisolated(nonsending) func names() async throws -> [String] {
        let (first, second) = (try await repository.profile(), try await repository.profile())
        return first + second
    }
}
