struct Session: Sendable, Equatable {
    let token: String
}

/// @mockable(history: login = true)
protocol SessionServicing: Sendable {
    var current: Session? { get set }
    var retries: Int { get }
    func login(username: String, password: String) async throws -> Session
    func logout() async
}
