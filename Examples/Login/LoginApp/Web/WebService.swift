import Foundation

/// The real ``WebServicing``: JSON over HTTP to an auth server (``AuthServer`` in this example).
///
/// Every failure becomes a ``WebServiceError`` the Login screen can show: a server that is down,
/// a reply that is not what an auth server says, a refusal. Nothing here can crash the app.
public struct WebService: WebServicing {
    /// The server, as `http://host:port`.
    public let baseURL: String
    private let client: HTTPClient

    public init(baseURL: String, timeoutSeconds: Int = 5) {
        self.baseURL = baseURL
        client = HTTPClient(timeoutSeconds: timeoutSeconds)
    }

    public func login(username: String, password: String) async throws -> LoginSession {
        try await send("/login", username: username, password: password)
    }

    public func createAccount(username: String, password: String) async throws -> LoginSession {
        try await send("/accounts", username: username, password: password)
    }

    private func send(_ path: String, username: String, password: String) async throws -> LoginSession {
        let body = try JSONEncoder().encode(Credentials(username: username, password: password))
        let (client, baseURL) = (self.client, self.baseURL)
        // Socket calls block: they run on a thread of their own, not on the cooperative pool.
        let response = try await BlockingCall.run { () throws(WebServiceError) in
            try client.post(baseURL, path: path, json: Array(body))
        }
        let data = Data(response.body)
        switch response.status {
        case 200, 201:
            guard let reply = try? JSONDecoder().decode(SessionReply.self, from: data) else { throw WebServiceError.invalidResponse(url: baseURL) }
            return LoginSession(username: username, token: reply.token)
        case 400..<500:
            guard let reply = try? JSONDecoder().decode(ErrorReply.self, from: data) else { throw WebServiceError.invalidResponse(url: baseURL) }
            throw WebServiceError.rejected(reply.error)
        default:
            throw WebServiceError.invalidResponse(url: baseURL)
        }
    }
}

/// The JSON the client and the server exchange.
struct Credentials: Codable {
    var username: String
    var password: String
}

struct SessionReply: Codable {
    var token: String
}

struct ErrorReply: Codable {
    var error: String
}
