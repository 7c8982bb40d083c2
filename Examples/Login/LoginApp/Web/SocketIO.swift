#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-buffer reads and writes on a socket, retrying short ones.
enum SocketIO {
    #if canImport(Glibc)
    static let streamType = Int32(SOCK_STREAM.rawValue)
    /// A peer that went away gives an error, not a SIGPIPE that kills the app.
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    static let streamType = SOCK_STREAM
    static let sendFlags: Int32 = 0
    #endif

    static func writeAll(_ socket: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, sendFlags) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Everything until the peer closes (or `limit` bytes, or a timeout).
    static func readToEnd(_ socket: Int32, limit: Int) -> [UInt8] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < limit {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data += buffer[0..<count]
        }
        return data
    }

    /// One HTTP request: the head, then as many body bytes as `Content-Length` says.
    static func readRequest(_ socket: Int32, limit: Int) -> [UInt8] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < limit {
            if let expected = HTTPMessage.expectedLength(of: data), data.count >= expected { break }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data += buffer[0..<count]
        }
        return data
    }
}
