struct LoginSession: Equatable, Sendable {
    let token: String
}

/// @mockable
protocol WebServicing {
    func login(username: String, password: String) async throws -> LoginSession
    func logout()
    func isLoggedIn() -> Bool
}
