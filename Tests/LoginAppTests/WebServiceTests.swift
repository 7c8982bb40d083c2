import FlyingFox
import FlyingSocks
import Foundation
import Testing

@testable import LoginApp

/// The real web service against the example's auth server on loopback, and against servers that
/// are down or answer garbage: the user always gets an error to read, never a crash.
@Suite struct WebServiceTests {
    @Test func theKnownUserLogsInAndAWrongPasswordIsRefused() async throws {
        let server = try await AuthServer.start()
        defer { Task { await server.stop() } }
        let service = WebService(baseURL: server.url)
        let session = try await service.login(username: "alice", password: "wonderland")
        #expect(session.username == "alice" && session.token.hasPrefix("alice-token-"))
        await #expect(throws: WebServiceError.rejected("Wrong username or password.")) {
            try await service.login(username: "alice", password: "nope")
        }
    }

    @Test func aCreatedAccountCanLogInAndANameIsTakenOnce() async throws {
        let server = try await AuthServer.start()
        defer { Task { await server.stop() } }
        let service = WebService(baseURL: server.url)
        _ = try await service.createAccount(username: "bob", password: "builder")
        #expect(try await service.login(username: "bob", password: "builder").username == "bob")
        await #expect(throws: WebServiceError.rejected("The username bob is taken or not allowed.")) {
            try await service.createAccount(username: "bob", password: "other")
        }
    }

    @Test func aServerThatIsDownIsNamed() async throws {
        // A port that was just free: nothing listens there.
        let probe = try await AuthServer.start()
        let url = probe.url
        await probe.stop()
        let error = await #expect(throws: WebServiceError.self) {
            try await WebService(baseURL: url).login(username: "alice", password: "wonderland")
        }
        #expect(
            error?.description.hasPrefix("The login server at \(url) cannot be reached (connection refused).") == true)
    }

    @Test(arguments: [
        "garbage, not HTTP at all",
        "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nnot json!",
        "HTTP/1.1 401 Unauthorized\r\n\r\n{\"unexpected\": true}",
        "HTTP/1.1 503 Service Unavailable\r\n\r\n",
        "",
    ])
    func aServerAnsweringGarbageGivesAClearError(answer: String) async throws {
        let server = try await GarbageServer.start(answering: Array(answer.utf8))
        await #expect(throws: WebServiceError.invalidResponse(url: server.url)) {
            try await WebService(baseURL: server.url).login(username: "alice", password: "wonderland")
        }
        server.stop()
    }

    @Test(arguments: ["ftp://host", "http://", "http://host:port", "http://host:99999"])
    func addressesThatAreNotHTTPAreRefused(url: String) async {
        await #expect(throws: WebServiceError.invalidURL(url)) {
            try await WebService(baseURL: url).login(username: "a", password: "b")
        }
    }

    @Test func theServerAnswersBadRequestsWithoutFalling() async {
        let accounts = Accounts(users: ["alice": "wonderland"])
        let bad = await accounts.respond(
            to: HTTPRequest(
                method: .POST, version: .http11, path: "/login", query: [], headers: [:], body: Data("{bad".utf8)))
        #expect(bad.statusCode == .badRequest)
        let notFound = await accounts.respond(
            to: HTTPRequest(method: .GET, version: .http11, path: "/admin", query: [], headers: [:], body: Data()))
        #expect(notFound.statusCode == .notFound)
    }
}

/// A server that answers every connection with the same bytes, HTTP or not: a broken backend,
/// on FlyingSocks' sockets (FlyingFox's server only speaks valid HTTP).
final class GarbageServer: Sendable {
    let url: String
    private let socket: Socket
    private let task: Task<Void, Never>

    private init(url: String, socket: Socket, task: Task<Void, Never>) {
        self.url = url
        self.socket = socket
        self.task = task
    }

    static func start(answering answer: [UInt8]) async throws -> GarbageServer {
        let socket = try Socket(domain: AF_INET)
        try socket.bind(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0))
        try socket.listen()
        guard case .ip4(_, let port) = try socket.sockname() else { throw SocketError.unsupportedAddress }
        let listener = try await AsyncSocket(socket: socket, pool: .client)
        let task = Task {
            while !Task.isCancelled, let connection = try? await listener.accept() {
                _ = try? await connection.read(atMost: 4_096)  // the request, or its start
                try? await connection.write(Data(answer))
                try? connection.close()
            }
        }
        return GarbageServer(url: "http://127.0.0.1:\(port)", socket: socket, task: task)
    }

    func stop() {
        task.cancel()
        try? socket.close()
    }
}
