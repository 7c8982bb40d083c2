import ExamplesTestSupport
import FlyingFox
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
        let port = try RefusingPort()
        let url = port.url
        let error = await #expect(throws: WebServiceError.self) {
            try await WebService(baseURL: url).login(username: "alice", password: "wonderland")
        }
        withExtendedLifetime(port) {}
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
        let server = try FaultyHTTPServer(answering: Array(answer.utf8))
        // The answer comes at once; the long timeout keeps a busy machine from turning it into
        // "no answer in time", which is not what this test is about.
        await #expect(throws: WebServiceError.invalidResponse(url: server.url)) {
            try await WebService(baseURL: server.url, timeoutSeconds: 60).login(
                username: "alice", password: "wonderland")
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
