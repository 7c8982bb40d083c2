import FlyingFox
import FlyingSocks
import Foundation

/// A client written for the tests: plain HTTP requests and a WebSocket on a raw socket, so the
/// tests can also send what no browser would (bad frames, huge headers, half a frame).
struct RawConnection {
    let socket: AsyncSocket

    static func open(port: UInt16, host: String = "127.0.0.1") async throws -> RawConnection {
        RawConnection(socket: try await TestSockets.connector.value(try sockaddr_in.inet(ip4: host, port: port)))
    }

    func send(_ text: String) async throws { try await socket.write(Data(text.utf8)) }
    func send(bytes: [UInt8]) async throws { try await socket.write(Data(bytes)) }
    func close() { try? socket.close() }

    /// Reads a response's status line and headers.
    func readHead() async throws -> (status: Int, headers: [String: String]) {
        var bytes: [UInt8] = []
        while !bytes.suffix(4).elementsEqual([13, 10, 13, 10]) {
            bytes.append(try await socket.read())
        }
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return (status, headers)
    }

    /// A GET on a new connection: status and body.
    static func get(_ target: String, port: UInt16) async throws -> (status: Int, body: String) {
        let connection = try await open(port: port)
        defer { connection.close() }
        try await connection.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let head = try await connection.readHead()
        let length = Int(head.headers["content-length"] ?? "0") ?? 0
        let body = length > 0 ? try await connection.socket.read(bytes: length) : []
        return (head.status, String(decoding: body, as: UTF8.self))
    }

    /// Opens `/events` as a WebSocket; returns the connection once the server switched protocols.
    static func webSocket(token: String, port: UInt16) async throws -> RawConnection {
        let connection = try await open(port: port)
        try await connection.send(
            "GET /events?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        let head = try await connection.readHead()
        guard head.status == 101 else { throw Failure("expected 101 Switching Protocols, got \(head.status)") }
        return connection
    }

    /// The next frame the server sends: its opcode, payload and FIN bit (server frames are not masked).
    func readFrame() async throws -> (opcode: UInt8, payload: [UInt8], isFinal: Bool) {
        let first = try await socket.read(bytes: 2)
        var length = Int(first[1] & 0x7F)
        if length == 126 {
            let extended = try await socket.read(bytes: 2)
            length = Int(extended[0]) << 8 | Int(extended[1])
        } else if length == 127 {
            length = try await socket.read(bytes: 8).reduce(0) { $0 << 8 | Int($1) }
        }
        return (first[0] & 0x0F, length > 0 ? try await socket.read(bytes: length) : [], first[0] & 0x80 != 0)
    }

    /// The next text message, decoded as JSON.
    func readMessage() async throws -> [String: Any] {
        while true {
            var frame = try await readFrame()
            if frame.opcode == 8 { throw Failure("the server closed the WebSocket") }
            guard frame.opcode == 1 else { continue }
            // A long message comes in fragments: continuation frames until FIN.
            var payload = frame.payload
            while !frame.isFinal {
                frame = try await readFrame()
                payload += frame.payload
            }
            guard let object = try JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any] else {
                throw Failure("a message that is not a JSON object")
            }
            return object
        }
    }

    /// Reads messages until one satisfies `condition`; fails after `limit` messages.
    func readUntil(limit: Int = 200, _ condition: @Sendable ([String: Any]) -> Bool) async throws -> [String: Any] {
        for _ in 0..<limit {
            let message = try await readMessage()
            if condition(message) { return message }
        }
        throw Failure("no matching message in \(limit)")
    }

    /// A masked client frame, as a browser sends one.
    static func clientFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true) -> [UInt8] {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [1, 2, 3, 4]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return frame
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// The tests' own socket pool, an epoll loop of their own that runs for the whole test process:
/// FlyingSocks' shared client pool stalled when suites opened and closed sockets at once.
enum TestSockets {
    static let connector = Task { () async throws -> @Sendable (sockaddr_in) async throws -> AsyncSocket in
        let pool = HTTPServer.defaultPool()
        try await pool.prepare()
        Task { try await pool.run() }
        return { address in try await AsyncSocket.connected(to: address, pool: pool) }
    }
}
