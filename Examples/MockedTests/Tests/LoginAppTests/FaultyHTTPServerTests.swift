import ExamplesTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The faulty server the web service's tests use must stay on its own port: a CI run failed a
/// login test because a stopped faulty server answered another test's auth server.
@Suite struct FaultyHTTPServerTests {
    @Test func aServerStoppedWhileAnsweringServesNoSocketOpenedAfterIt() throws {
        let server = try FaultyHTTPServer(answering: Array("not HTTP".utf8))
        let client = try Client(url: server.url)
        client.send("POST /login HTTP/1.1\r\n\r\n")
        #expect(client.receive() == "not HTTP", "the faulty server's answer")
        // Its thread now reads the rest of the request until the client closes.
        server.stop()
        let listener = try Listening()
        client.close()
        // With the bug, the thread went back to `accept` on the descriptor number `stop()` had
        // freed, which `Listening` just took, and answered its connection.
        let probe = try Client(url: "http://127.0.0.1:\(listener.port)")
        probe.send("POST /login HTTP/1.1\r\n\r\n")
        #expect(probe.receive() == "", "nothing answers a socket opened after stop() (waited 2 s)")
        probe.close()
    }
}

/// A listening socket on a port of its own, which nobody serves.
private final class Listening {
    let descriptor: Int32
    let port: UInt16

    init() throws { (descriptor, port) = try LoopbackSocket.bind(reuseAddress: false, backlog: 8) }

    deinit { Glibc.close(descriptor) }
}

/// A TCP client of `http://127.0.0.1:<port>` that reads with a 2-second limit.
private final class Client {
    private let descriptor: Int32

    init(url: String) throws {
        guard let port = URLComponents(string: url)?.port else { throw POSIXError(.EINVAL) }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard descriptor >= 0, connected else { throw POSIXError(.ECONNREFUSED) }
        self.descriptor = descriptor
        var limit = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    func send(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// What arrives before the peer closes or 2 s pass.
    func receive() -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1_024)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    func close() { Glibc.close(descriptor) }
}
