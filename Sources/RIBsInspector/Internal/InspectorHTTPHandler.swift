// Needs FlyingFox, which the Inspector or the Tools trait brings (InspectorTrait.swift says how).
#if Inspector || Tools
import FlyingFox
import Foundation

/// Every request the inspector's server gets: refused without the token, else the page, the
/// WebSocket of changes, or the tree as JSON. Nothing a client sends changes the app.
struct InspectorHTTPHandler: HTTPHandler {
    let token: String
    /// The inspector's side of a client's arrival, departure and one-off snapshot. Each runs on
    /// the main actor, where the clients are counted together with starting and stopping the
    /// runtime's observation, so a client that leaves as another arrives cannot stop it.
    let clients: InspectorClients

    /// The most header bytes a request may carry: a browser sends a few hundred.
    static let headerLimit = 16 * 1024

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let headerBytes = request.headers.reduce(0) { $0 + $1.key.rawValue.utf8.count + $1.value.utf8.count + 4 }
        guard headerBytes + request.target.rawValue.utf8.count <= Self.headerLimit else {
            return Self.text(
                HTTPStatusCode(431, phrase: "Request Header Fields Too Large"),
                "431: the request's headers pass \(Self.headerLimit / 1024) KB; the inspector's page sends a few hundred bytes.\n"
            )
        }
        let given = request.query.first { $0.name == "token" }?.value ?? ""
        guard Self.same(given, token) else {
            return Self.text(
                .forbidden,
                "403: this RIBs inspector needs the token it printed: open the URL it printed, with ?token=… in it.\n")
        }
        guard request.method == .GET else {
            return Self.text(.methodNotAllowed, "405: the inspector is read-only; it answers GET only.\n")
        }
        switch request.path {
        case "/", "/index.html":
            return HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/html; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
                body: Data(InspectorPage.html.utf8))
        case "/events":
            let socket = InspectorSocket(clients: clients)
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: socket))
                .handleRequest(request)
        case "/api/tree":
            let message = await clients.snapshot()
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "application/json"], body: Data(message.utf8))
        default:
            return Self.text(
                .notFound, "404: no \(request.path) here; the inspector serves /, /events and /api/tree.\n")
        }
    }

    private static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(text.utf8))
    }

    /// Compares in time that does not depend on where the strings differ.
    static func same(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}

/// One WebSocket client: its messages are read and ignored (the inspector is read-only); it is
/// sent the snapshot, then the tree and events as they change, from its own feed.
struct InspectorSocket: WSMessageHandler {
    let clients: InspectorClients

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let feed = await clients.connect()
        let clients = self.clients
        Task {
            for await _ in client {}  // ends when the client closes or goes away
            clients.disconnect(feed)
        }
        return AsyncStream(
            unfolding: { await feed.next().map(WSMessage.text) },
            onCancel: { feed.close() })
    }
}
#endif
