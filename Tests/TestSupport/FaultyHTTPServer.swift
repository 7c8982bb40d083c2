import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An auth server that fails on purpose, on plain sockets and a thread of its own: it accepts
/// one request at a time and answers with a ``Fault``, or with the same bytes every time (a
/// broken backend, HTTP or not). Its own thread keeps it answering however busy Swift's
/// cooperative pool is.
package final class FaultyHTTPServer: @unchecked Sendable {
    /// How the server fails.
    package enum Fault: String, CaseIterable, Sendable {
        /// The server process dies while the request is being read: connection and listener close.
        case killedMidRequest
        /// The answer comes after 30 seconds.
        case answersAfter30Seconds
        /// Half the answer is sent, then the connection closes.
        case closesHalfway
        /// The body is longer than the `Content-Length` the headers announce.
        case bodyLongerThanContentLength
        /// A 10 MB body.
        case tenMegabytes

        package var testDescription: String { rawValue }
    }

    /// What the server does with each request.
    private enum Behaviour {
        case fault(Fault)
        case answer([UInt8])
    }

    package let url: String
    private let listener: Listener

    /// A server that fails with `fault`.
    package convenience init(fault: Fault) throws {
        try self.init(.fault(fault))
    }

    /// A server that answers every request with `bytes`, then closes the connection.
    package convenience init(answering bytes: [UInt8]) throws {
        try self.init(.answer(bytes))
    }

    private init(_ behaviour: Behaviour) throws {
        let (descriptor, port) = try LoopbackSocket.bind(reuseAddress: true, backlog: 8)
        url = "http://127.0.0.1:\(port)"
        let listener = Listener(descriptor)
        self.listener = listener
        Thread.detachNewThread {
            Self.serve(listener, behaviour)
            listener.close()
        }
    }

    private static func serve(_ listener: Listener, _ behaviour: Behaviour) {
        while true {
            let connection = accept(listener.descriptor, nil, nil)
            guard connection >= 0 else { return }  // the listener was shut down
            // Not for children spawned meanwhile (Swift's Glibc module has no accept4).
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            let fault: Fault
            switch behaviour {
            case .answer(let bytes):
                answer(connection, bytes)
                continue
            case .fault(let chosen):
                fault = chosen
            }
            var buffer = [UInt8](repeating: 0, count: 4_096)
            _ = recv(connection, &buffer, fault == .killedMidRequest ? 16 : buffer.count, 0)
            switch fault {
            case .killedMidRequest:
                close(connection)
                return
            case .answersAfter30Seconds:
                sleep(30)
                write(connection, "HTTP/1.1 200 OK\r\nContent-Length: 17\r\n\r\n{\"token\": \"late\"}")
            case .closesHalfway:
                write(connection, "HTTP/1.1 200 OK\r\nContent-Length: 40\r\n\r\n{\"token\": \"ha")
            case .bodyLongerThanContentLength:
                write(
                    connection, "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n{\"token\": \"this is longer than five\"}")
            case .tenMegabytes:
                let body = String(repeating: "x", count: 10 * 1_024 * 1_024)
                write(connection, "HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
            }
            close(connection)
        }
    }

    /// Answers the request on `connection` with `bytes`, then closes it. Closing with the rest
    /// of the request unread would reset the connection, and the client would see "connection
    /// lost" instead of the answer: the answer ends, then the request is read until the client
    /// closes (at most 5 s).
    private static func answer(_ connection: Int32, _ bytes: [UInt8]) {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        _ = recv(connection, &buffer, buffer.count, 0)  // the request, or its start
        write(connection, bytes[...])
        shutdown(connection, Int32(SHUT_WR))
        var limit = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        while recv(connection, &buffer, buffer.count, 0) > 0 {}
        close(connection)
    }

    private static func write(_ connection: Int32, _ text: String) {
        write(connection, Array(text.utf8)[...])
    }

    private static func write(_ connection: Int32, _ bytes: ArraySlice<UInt8>) {
        var bytes = bytes
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            bytes = bytes.dropFirst(sent)
        }
    }

    /// Stops accepting (a server that already died stays dead).
    package func stop() {
        listener.shutDown()
    }

    /// The listening socket, closed only by the serving thread, when it has stopped accepting.
    ///
    /// `stop()` once closed the descriptor itself, while the thread could still be answering a
    /// connection. The kernel gave the freed number to the next socket the test process opened,
    /// another test's auth server, and the thread, back at `accept`, answered that server's
    /// clients with garbage: a CI run failed a login test that way. `stop()` now only shuts the
    /// socket down, which wakes `accept` with an error; the number stays taken until the thread
    /// closes it.
    private final class Listener: @unchecked Sendable {
        let descriptor: Int32
        private let lock = NSLock()
        private var closed = false

        init(_ descriptor: Int32) { self.descriptor = descriptor }

        func shutDown() {
            lock.withLock { if !closed { _ = shutdown(descriptor, Int32(SHUT_RDWR)) } }
        }

        func close() {
            lock.withLock {
                closed = true
                _ = Glibc.close(descriptor)
            }
        }
    }
}
