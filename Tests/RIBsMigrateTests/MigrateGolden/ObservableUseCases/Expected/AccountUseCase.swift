import RIBs

struct AccountCard: Equatable, Sendable {
    var name: String
    var avatarPath: String
}

/// A use case that hands the repository's calls on as `Observable`s: each one delivers one
/// element, which only the implementation shows.
protocol AccountUseCase {
    nonisolated(nonsending) func card(id: String) async throws -> AccountCard
    nonisolated(nonsending) func signUp(name: String) async throws
    nonisolated(nonsending) func accountName(id: String) async throws -> String
    nonisolated(nonsending) func setting<Value: Decodable & Sendable>(named name: String) async throws -> Value
    /// A real stream: it stays one.
    func nameChanges() -> Events<String>
}

struct RemoteAccountUseCase: AccountUseCase {
    let repository: AccountRepository
    let names = EventRelay<String>()

    nonisolated(nonsending) func card(id: String) async throws -> AccountCard {
        let (account, path) = (try await repository.account(id: id), try await repository.avatarPath(id: id))
        return AccountCard(name: account.name, avatarPath: path)
    }

    nonisolated(nonsending) func signUp(name: String) async throws {
        let path = try await repository.avatarPath(id: "new")
        _ = try await repository.register(name: name, avatarPath: path)
    }

    nonisolated(nonsending) func accountName(id: String) async throws -> String {
        do {
            return try await repository.account(id: id).name
        } catch {
            return "guest"
        }
    }

    nonisolated(nonsending) func setting<Value: Decodable & Sendable>(named name: String) async throws -> Value {
        return try await repository.setting(named: name)
    }

    func nameChanges() -> Events<String> {
        names.events
    }
}
