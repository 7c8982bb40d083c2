struct Account: Equatable, Sendable {
    var id: String
    var name: String
}

/// A repository of one-result calls, as a Firebase or Moya layer declares them.
protocol AccountRepository {
    nonisolated(nonsending) func account(id: String) async throws -> Account
    nonisolated(nonsending) func avatarPath(id: String) async throws -> String
    nonisolated(nonsending) func register(name: String, avatarPath: String) async throws -> Account
    nonisolated(nonsending) func setting<Value: Decodable & Sendable>(named name: String) async throws -> Value
}
