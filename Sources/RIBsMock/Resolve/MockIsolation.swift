/// The isolation a mock's members run in.
enum MockIsolation: Hashable, Sendable, Codable {
    /// No isolation: callable from anywhere.
    case nonisolated
    /// A global actor's (`@MainActor`, `@DatabaseActor`), written as the attribute.
    case globalActor(String)
    /// The mock's own, as an `actor`.
    case actor

    /// The isolation of the mock's initialiser, as seen by a caller: an actor's initialiser is
    /// not isolated.
    var ofInitializer: MockIsolation { self == .actor ? .nonisolated : self }
}
