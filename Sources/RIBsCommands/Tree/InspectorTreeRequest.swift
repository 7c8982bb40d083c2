import Foundation
import RIBs
import RIBsInspectorWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ribs tree`'s one request: `GET /api/tree` on the inspector a running app printed, in plain
/// HTTP/1.1 over a socket.
///
/// The inspector is served by FlyingFox; the tool does not build it for one request to a
/// loopback address (and FoundationNetworking's `URLSession` would need libcurl at run time,
/// which a fresh Linux machine may lack). The request asks the server to close the connection,
/// so the body ends where the stream does; `Content-Length` and chunked bodies are read too.
struct InspectorTreeRequest {
    let host: String
    let port: UInt16
    let token: String
    /// How long connecting, and then each read, may take.
    var timeout: Int = 10

    /// Reads `url`, as the app printed it: `http://HOST:PORT/?token=…`.
    init(url: String) throws(CommandFailure) {
        guard let components = URLComponents(string: url), components.scheme == "http",
            let host = components.host, let port = components.port.flatMap(UInt16.init(exactly:)),
            let token = components.queryItems?.first(where: { $0.name == "token" })?.value
        else {
            throw CommandFailure(
                "\(url) is not an inspector's URL: give the one the app printed, http://127.0.0.1:PORT/?token=…")
        }
        (self.host, self.port, self.token) = (host, port, token)
    }

    /// The tree the inspector serves now.
    func tree() throws(CommandFailure) -> RIBDetails {
        let response = try send(
            "GET /api/tree?token=\(token) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n\r\n")
        let (status, body) = try Self.parse(response)
        guard status == 200 else {
            throw CommandFailure("the inspector answered \(status): \(String(decoding: body, as: UTF8.self))")
        }
        let message: InspectorWire.Message
        do {
            message = try InspectorWire.decode(Data(body))
        } catch {
            throw CommandFailure(
                "the inspector's answer is not its tree (\(error)); is \(host):\(port) an inspector?")
        }
        guard let tree = message.tree else {
            throw CommandFailure("the inspector has no tree yet: its root is gone")
        }
        return tree.details
    }

    /// Sends `request` and returns every byte of the answer, until the server closes.
    private func send(_ request: String) throws(CommandFailure) -> [UInt8] {
        let unreachable = "cannot reach the inspector at \(host):\(port)"
        let hint = "is the app running with --inspect?"
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var addresses: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &addresses) == 0, let first = addresses else {
            throw CommandFailure("\(unreachable) (no such host): \(hint)")
        }
        defer { freeaddrinfo(addresses) }
        var lastError = ECONNREFUSED
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate {
            candidate = address.pointee.ai_next
            let socket = openSocket(address.pointee.ai_family, address.pointee.ai_socktype, 0)
            guard socket >= 0 else { continue }
            defer { close(socket) }
            var limit = timeval(tv_sec: timeout, tv_usec: 0)
            _ = setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            _ = setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            guard connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
                lastError = errno
                continue
            }
            let bytes = Array(request.utf8)
            guard bytes.withUnsafeBytes({ write(socket, $0.baseAddress, $0.count) }) == bytes.count else {
                throw CommandFailure("\(unreachable) (\(String(cString: strerror(errno)))): \(hint)")
            }
            var answer: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
                if count > 0 {
                    answer += chunk[..<count]
                } else if count == 0 {
                    return answer
                } else if errno != EINTR {
                    throw CommandFailure(
                        "the inspector at \(host):\(port) stopped answering (\(String(cString: strerror(errno))))")
                }
            }
        }
        throw CommandFailure("\(unreachable) (\(String(cString: strerror(lastError)))): \(hint)")
    }

    /// The status and the body of an HTTP/1.1 answer read to its end.
    static func parse(_ response: [UInt8]) throws(CommandFailure) -> (status: Int, body: [UInt8]) {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = response.firstRange(of: separator) else {
            throw CommandFailure("the inspector's answer ended inside its headers")
        }
        let head = String(decoding: response[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = head.first?.split(separator: " ") ?? []
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else {
            throw CommandFailure("the answer is not HTTP: \(head.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[line[..<colon].lowercased()] = value
        }
        var body = Array(response[end.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
            body = try unchunked(body)
        } else if let length = headers["content-length"].flatMap(Int.init) {
            guard body.count >= length else { throw CommandFailure("the inspector's answer was cut short") }
            body = Array(body.prefix(length))
        }
        return (status, body)
    }

    /// The body of a chunked answer: each chunk is its size in hexadecimal, a line break, the
    /// bytes and a line break; a chunk of size 0 ends it.
    static func unchunked(_ encoded: [UInt8]) throws(CommandFailure) -> [UInt8] {
        var body: [UInt8] = []
        var rest = encoded[...]
        let lineBreak: [UInt8] = Array("\r\n".utf8)
        while let line = rest.firstRange(of: lineBreak) {
            let sizeText = String(decoding: rest[..<line.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { break }
            if size == 0 { return body }
            let start = line.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size + 2 else { break }
            body += rest[start..<rest.index(start, offsetBy: size)]
            rest = rest[rest.index(start, offsetBy: size + 2)...]
        }
        throw CommandFailure("the inspector's chunked answer was cut short")
    }
}

/// The C library's `socket`, under a name no member shadows.
private func openSocket(_ family: Int32, _ type: Int32, _ protocol: Int32) -> Int32 {
    socket(family, type, `protocol`)
}
