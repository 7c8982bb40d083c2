/// Why a request to the auth server failed, in words a user can act on.
public enum WebServiceError: Error, Equatable, CustomStringConvertible {
    /// Nothing answered at the address (down, wrong port, no network).
    case unreachable(url: String, reason: String)
    /// Something answered, but not with what an auth server says.
    case invalidResponse(url: String)
    /// The server refused the username and password.
    case rejected(String)
    /// The address is not an `http://host:port` URL.
    case invalidURL(String)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .unreachable(let url, let reason):
            "The login server at \(url) cannot be reached (\(reason)). Check that it is running, or pass --server."
        case .invalidResponse(let url):
            "The login server at \(url) answered something that is not a login response. Check the --server address."
        case .rejected(let message): message
        case .invalidURL(let url): "\(url) is not an http:// address (expected http://host:port)."
        }
    }
}
