#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 client over a socket: one request a connection, `Connection: close`, with
/// timeouts, which is all a login form needs. Blocking: call it off the main actor.
struct HTTPClient: Sendable {
    struct Response: Equatable {
        var status: Int
        var body: [UInt8]
    }

    /// `http://host:port` split into its parts.
    struct Address: Equatable {
        var host: String
        var port: UInt16
        var path: String

        init?(_ url: String) {
            guard url.hasPrefix("http://") else { return nil }
            let rest = url.dropFirst("http://".count)
            let authority = rest.prefix { $0 != "/" }
            path = rest.dropFirst(authority.count).isEmpty ? "/" : String(rest.dropFirst(authority.count))
            let parts = authority.split(separator: ":", maxSplits: 1)
            guard let first = parts.first, !first.isEmpty else { return nil }
            host = String(first)
            if parts.count == 2 {
                guard let port = UInt16(parts[1]) else { return nil }
                self.port = port
            } else {
                port = 80
            }
        }
    }

    var timeoutSeconds = 5

    func post(_ url: String, path: String, json body: [UInt8]) throws(WebServiceError) -> Response {
        guard let address = Address(url) else { throw .invalidURL(url) }
        let socket = try openConnection(to: address, url: url)
        defer { close(socket) }
        let base = address.path.hasSuffix("/") ? String(address.path.dropLast()) : address.path
        let head = "POST \(base)\(path) HTTP/1.1\r\nHost: \(address.host):\(address.port)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        guard SocketIO.writeAll(socket, Array(head.utf8) + body) else {
            throw .unreachable(url: url, reason: "the connection closed while sending")
        }
        let raw = SocketIO.readToEnd(socket, limit: 1 << 20)
        guard let response = HTTPMessage.parseResponse(raw) else { throw .invalidResponse(url: url) }
        return response
    }

    private func openConnection(to address: Address, url: String) throws(WebServiceError) -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_INET
        hints.ai_socktype = SocketIO.streamType
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(address.host, String(address.port), &hints, &results) == 0, let info = results else {
            throw .unreachable(url: url, reason: "unknown host \(address.host)")
        }
        defer { freeaddrinfo(results) }
        let descriptor = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
        guard descriptor >= 0 else { throw .unreachable(url: url, reason: String(cString: strerror(errno))) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            close(descriptor)
            throw .unreachable(url: url, reason: reason)
        }
        return descriptor
    }
}
