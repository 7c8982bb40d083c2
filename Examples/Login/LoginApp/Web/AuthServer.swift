import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// A small auth server on loopback, so the Login example talks to a real server over HTTP.
///
/// `POST /login` with `{"username", "password"}` answers `200 {"token"}` or
/// `401 {"error"}`; `POST /accounts` creates a user (`201`, or `409` if the name is taken).
/// It starts with one known user. It is served by FlyingFox, the HTTP library the RIBs
/// inspector uses too.
public final class AuthServer: Sendable {
    /// The user the example knows from the start.
    public static let knownUser = (username: "alice", password: "wonderland")

    /// The port it listens on (chosen by the system when 0 was asked).
    public let port: UInt16
    /// `http://127.0.0.1:<port>`.
    public var url: String { "http://127.0.0.1:\(port)" }
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    private init(server: HTTPServer, task: Task<Void, any Error>, port: UInt16) {
        self.server = server
        self.task = task
        self.port = port
    }

    /// Listens on 127.0.0.1:`port` (0: any free port) and serves until stopped; throws if the
    /// port cannot be had.
    public static func start(
        port: UInt16 = 0, users: [String: String] = [AuthServer.knownUser.username: AuthServer.knownUser.password]
    ) async throws(WebServiceError) -> AuthServer {
        let accounts = Accounts(users: users)
        let server: HTTPServer
        do {
            server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        } catch {
            throw .unreachable(url: "http://127.0.0.1:\(port)", reason: "cannot listen: \(error)")
        }
        await server.appendRoute("*") { request in await accounts.respond(to: request) }
        let task = Task { try await server.run() }
        do {
            // Listening takes milliseconds; the bound is for a machine busy with other work.
            try await server.waitUntilListening(timeout: 30)
        } catch {
            task.cancel()
            throw .unreachable(url: "http://127.0.0.1:\(port)", reason: "cannot listen: \(error)")
        }
        guard case .ip4(_, let actual)? = await server.listeningAddress else {
            task.cancel()
            throw .unreachable(url: "http://127.0.0.1:\(port)", reason: "cannot listen: no IPv4 address")
        }
        return AuthServer(server: server, task: task, port: actual)
    }

    /// Stops serving and frees the port.
    public func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }
}

/// The server's user table and its answers: a pure function of a request, apart from the table,
/// so it is tested directly.
final class Accounts: Sendable {
    private let users: Mutex<[String: String]>
    private let tokens = Atomic<Int>(0)

    init(users: [String: String]) {
        self.users = Mutex(users)
    }

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        guard request.method == .POST, ["/login", "/accounts"].contains(request.path) else {
            return Self.reply(.notFound, Self.error("no such endpoint: \(request.method.rawValue) \(request.path)"))
        }
        guard let body = try? await request.bodyData,
            let credentials = try? JSONDecoder().decode(Credentials.self, from: body)
        else {
            return Self.reply(.badRequest, Self.error("expected {\"username\": …, \"password\": …}"))
        }
        if request.path == "/accounts" {
            let created = users.withLock { users -> Bool in
                guard users[credentials.username] == nil, !credentials.username.isEmpty else { return false }
                users[credentials.username] = credentials.password
                return true
            }
            guard created else {
                return Self.reply(
                    .conflict,
                    Self.error(
                        "The username \(credentials.username.isEmpty ? "(empty)" : credentials.username) is taken or not allowed."
                    ))
            }
            return Self.reply(.created, token(for: credentials.username))
        }
        guard users.withLock({ $0[credentials.username] }) == credentials.password else {
            return Self.reply(.unauthorized, Self.error("Wrong username or password."))
        }
        return Self.reply(.ok, token(for: credentials.username))
    }

    private func token(for username: String) -> Data {
        let number = tokens.add(1, ordering: .relaxed).newValue
        return (try? JSONEncoder().encode(SessionReply(token: "\(username)-token-\(number)"))) ?? Data()
    }

    private static func error(_ message: String) -> Data {
        (try? JSONEncoder().encode(ErrorReply(error: message))) ?? Data()
    }

    private static func reply(_ status: HTTPStatusCode, _ json: Data) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: json)
    }
}
