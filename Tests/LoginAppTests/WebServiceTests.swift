import Testing

@testable import LoginApp

/// The real web service against the example's auth server on loopback, and against servers that
/// are down or answer garbage: the user always gets an error to read, never a crash.
@Suite struct WebServiceTests {
    @Test func theKnownUserLogsInAndAWrongPasswordIsRefused() async throws {
        let server = try AuthServer()
        server.start()
        let service = WebService(baseURL: server.url)
        let session = try await service.login(username: "alice", password: "wonderland")
        #expect(session.username == "alice" && session.token.hasPrefix("alice-token-"))
        await #expect(throws: WebServiceError.rejected("Wrong username or password.")) {
            try await service.login(username: "alice", password: "nope")
        }
    }

    @Test func aCreatedAccountCanLogInAndANameIsTakenOnce() async throws {
        let server = try AuthServer()
        server.start()
        let service = WebService(baseURL: server.url)
        _ = try await service.createAccount(username: "bob", password: "builder")
        #expect(try await service.login(username: "bob", password: "builder").username == "bob")
        await #expect(throws: WebServiceError.rejected("The username bob is taken or not allowed.")) {
            try await service.createAccount(username: "bob", password: "other")
        }
    }

    @Test func aServerThatIsDownIsNamed() async throws {
        // A port that was just free: nothing listens there.
        let url = try { () throws -> String in
            let probe = try AuthServer()
            return probe.url
        }()
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
        let server = try AuthServer(responder: { _ in Array(answer.utf8) })
        server.start()
        await #expect(throws: WebServiceError.invalidResponse(url: server.url)) {
            try await WebService(baseURL: server.url).login(username: "alice", password: "wonderland")
        }
    }

    @Test(arguments: ["ftp://host", "http://", "http://host:port", "http://host:99999"])
    func addressesThatAreNotHTTPAreRefused(url: String) async {
        await #expect(throws: WebServiceError.invalidURL(url)) {
            try await WebService(baseURL: url).login(username: "a", password: "b")
        }
    }

    @Test func theServerAnswersBadRequestsWithoutFalling() {
        let server = try? AuthServer()
        let answer = String(
            decoding: server?.respond(to: Array("POST /login HTTP/1.1\r\n\r\n{bad".utf8)) ?? [], as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request"))
        let notFound = String(
            decoding: server?.respond(to: Array("GET /admin HTTP/1.1\r\n\r\n".utf8)) ?? [], as: UTF8.self)
        #expect(notFound.hasPrefix("HTTP/1.1 404 Not Found"))
    }
}
