/// A logged-in user.
public struct LoginSession: Equatable, Sendable {
    /// Who is logged in.
    public let username: String
    /// The token the server gave for the session.
    public let token: String

    /// A session for `username` with `token`.
    public init(username: String, token: String) {
        self.username = username
        self.token = token
    }
}
