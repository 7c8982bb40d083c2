import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small auth server on loopback, so the Login example talks to a real server over HTTP.
///
/// `POST /login` with `{"username", "password"}` answers `200 {"token"}` or
/// `401 {"error"}`; `POST /accounts` creates a user (`201`, or `409` if the name is taken).
/// It starts with one known user and serves one connection at a time on its own thread.
public final class AuthServer: Sendable {
    /// The user the example knows from the start.
    public static let knownUser = (username: "alice", password: "wonderland")

    /// The port it listens on (chosen by the system when 0 was asked).
    public let port: UInt16
    /// `http://127.0.0.1:<port>`.
    public var url: String { "http://127.0.0.1:\(port)" }
    private let listener: Int32
    private let users: Mutex<[String: String]>
    private let tokens = Atomic<Int>(0)
    /// Replaces the server's answers (tests use it to play a server that answers garbage).
    private let responder: (@Sendable ([UInt8]) -> [UInt8])?

    /// Listens on 127.0.0.1:`port` (0: any free port). Throws if the port cannot be had.
    public convenience init(
        port: UInt16 = 0, users: [String: String] = [AuthServer.knownUser.username: AuthServer.knownUser.password]
    ) throws(WebServiceError) {
        try self.init(port: port, users: users, responder: nil)
    }

    init(port: UInt16 = 0, users: [String: String] = [:], responder: (@Sendable ([UInt8]) -> [UInt8])?)
        throws(WebServiceError)
    {
        self.users = Mutex(users)
        self.responder = responder
        let descriptor = socket(AF_INET, SocketIO.streamType, 0)
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw .unreachable(url: "http://127.0.0.1:\(port)", reason: "cannot listen: \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: actual.sin_port)
        listener = descriptor
    }

    /// Serves requests on a background thread until the process ends.
    public func start() {
        Thread.detachNewThread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 {
                    if errno == EINTR { continue }
                    return
                }
                var timeout = timeval(tv_sec: 5, tv_usec: 0)
                setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                let request = SocketIO.readRequest(connection, limit: 1 << 16)
                _ = SocketIO.writeAll(connection, responder?(request) ?? respond(to: request))
                close(connection)
            }
        }
    }

    /// The response to a raw request: pure apart from the user table, so it is tested directly.
    func respond(to raw: [UInt8]) -> [UInt8] {
        guard let request = HTTPMessage.parseRequest(raw) else {
            return HTTPMessage.response(status: 400, reason: "Bad Request", json: Self.error("not an HTTP request"))
        }
        guard request.method == "POST", ["/login", "/accounts"].contains(request.path) else {
            return HTTPMessage.response(
                status: 404, reason: "Not Found",
                json: Self.error("no such endpoint: \(request.method) \(request.path)"))
        }
        guard let credentials = try? JSONDecoder().decode(Credentials.self, from: Data(request.body)) else {
            return HTTPMessage.response(
                status: 400, reason: "Bad Request", json: Self.error("expected {\"username\": …, \"password\": …}"))
        }
        if request.path == "/accounts" {
            let created = users.withLock { users -> Bool in
                guard users[credentials.username] == nil, !credentials.username.isEmpty else { return false }
                users[credentials.username] = credentials.password
                return true
            }
            guard created else {
                return HTTPMessage.response(
                    status: 409, reason: "Conflict",
                    json: Self.error(
                        "The username \(credentials.username.isEmpty ? "(empty)" : credentials.username) is taken or not allowed."
                    ))
            }
            return HTTPMessage.response(status: 201, reason: "Created", json: token(for: credentials.username))
        }
        guard users.withLock({ $0[credentials.username] }) == credentials.password else {
            return HTTPMessage.response(
                status: 401, reason: "Unauthorized", json: Self.error("Wrong username or password."))
        }
        return HTTPMessage.response(status: 200, reason: "OK", json: token(for: credentials.username))
    }

    private func token(for username: String) -> [UInt8] {
        let number = tokens.add(1, ordering: .relaxed).newValue
        return Array((try? JSONEncoder().encode(SessionReply(token: "\(username)-token-\(number)"))) ?? Data())
    }

    private static func error(_ message: String) -> [UInt8] {
        Array((try? JSONEncoder().encode(ErrorReply(error: message))) ?? Data())
    }

    deinit {
        close(listener)
    }
}
