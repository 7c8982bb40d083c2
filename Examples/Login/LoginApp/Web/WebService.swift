import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real ``WebServicing``: JSON over HTTP to an auth server (``AuthServer`` in this example),
/// with `URLSession`, as an iOS app calls its backend (on Linux, FoundationNetworking).
///
/// Every failure becomes a ``WebServiceError`` the Login screen can show: a server that is down,
/// a reply that is not what an auth server says, a refusal. Nothing here can crash the app.
public struct WebService: WebServicing {
    /// The server, as `http://host:port`.
    public let baseURL: String
    private let timeout: TimeInterval
    private let session: URLSession

    /// A service for the server at `baseURL`; a request that takes longer than `timeoutSeconds` fails as
    /// ``WebServiceError/unreachable(url:reason:)``.
    public init(baseURL: String, timeoutSeconds: Int = 5) {
        self.baseURL = baseURL
        timeout = TimeInterval(timeoutSeconds)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        session = URLSession(configuration: configuration)
    }

    /// Posts the credentials to `/login`.
    public func login(username: String, password: String) async throws -> LoginSession {
        try await send("/login", username: username, password: password)
    }

    /// Posts the credentials to `/accounts`.
    public func createAccount(username: String, password: String) async throws -> LoginSession {
        try await send("/accounts", username: username, password: password)
    }

    private func send(_ path: String, username: String, password: String) async throws -> LoginSession {
        var request = URLRequest(url: try endpoint(path), timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(Credentials(username: username, password: password))
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            throw Self.failure(error, url: baseURL)
        }
        guard let status = (response as? HTTPURLResponse)?.statusCode else {
            throw WebServiceError.invalidResponse(url: baseURL)
        }
        switch status {
        case 200, 201:
            guard let reply = try? JSONDecoder().decode(SessionReply.self, from: data) else {
                throw WebServiceError.invalidResponse(url: baseURL)
            }
            return LoginSession(username: username, token: reply.token)
        case 400..<500:
            guard let reply = try? JSONDecoder().decode(ErrorReply.self, from: data) else {
                throw WebServiceError.invalidResponse(url: baseURL)
            }
            throw WebServiceError.rejected(reply.error)
        default:
            throw WebServiceError.invalidResponse(url: baseURL)
        }
    }

    /// `baseURL` + `path`, when `baseURL` is an `http://host:port` address.
    private func endpoint(_ path: String) throws -> URL {
        guard let components = URLComponents(string: baseURL), components.scheme == "http",
            let host = components.host, !host.isEmpty, components.port.map({ (1...65_535).contains($0) }) ?? true,
            let url = URL(string: baseURL + path)
        else {
            throw WebServiceError.invalidURL(baseURL)
        }
        return url
    }

    /// A transport failure, in the words the Login screen shows.
    static func failure(_ error: URLError, url: String) -> WebServiceError {
        switch error.code {
        case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost, .notConnectedToInternet, .dnsLookupFailed:
            return .unreachable(url: url, reason: "connection refused")
        case .timedOut:
            return .unreachable(url: url, reason: "no answer in time")
        default:
            return .invalidResponse(url: url)
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
