import Foundation
import RIBs
import RIBsFuzzDriver
import RIBsInspector

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point for the inspector's network input: each input is sent as is to a
/// running inspector, over a new connection (`TOKEN` in it is replaced by the inspector's token,
/// so requests get past the check and into the handlers and the WebSocket), the client stops
/// sending, and the inspector must then close the connection within 30 s: it keeps no connection
/// whose client has finished. Every hundredth input, a well-formed request must still be
/// answered: the inspector survived everything before.
///
/// Waiting for each close keeps the fuzzer from outrunning the server. FlyingFox 0.27.1 decodes
/// a header line in time quadratic in its length (16 KB: 8 s of one thread in a debug build);
/// inputs sent faster than that queue behind each other on the two threads of CI's pool, which
/// is what the liveness check first reported. `Scripts/fuzz.sh` caps inputs at 4 KB for this
/// fuzzer (under a second each); `InspectorBadInputTests` covers a 20 KB header.
///
/// The inspector runs on this process's main actor: while waiting for an answer the entry point
/// turns the main run loop, where that work is queued.
@MainActor
enum InspectorFuzzing {
    static var inspector: RIBsInspector?
    static var root: Router<Interactor>?
    static var inputs = 0
    /// How often the liveness request is sent: every 100 inputs, or every N with
    /// `RIBS_FUZZ_LIVENESS_EVERY=N` (1 finds the input after which the inspector stopped answering).
    static let livenessEvery =
        ProcessInfo.processInfo.environment["RIBS_FUZZ_LIVENESS_EVERY"].flatMap { Int($0) } ?? 100

    static func startIfNeeded() {
        guard inspector == nil else { return }
        let root = Router(interactor: Interactor())
        root.interactable.activate()
        root.load()
        Self.root = root
        Task { inspector = try await RIBsInspector.start(root: root) }
        while inspector == nil { RunLoop.main.run(until: Date().addingTimeInterval(0.001)) }
    }

    /// Sends `bytes` on a new connection and reads the answer for at most `seconds`, turning the
    /// main run loop meanwhile, or until the inspector closes the connection, or, with
    /// `untilHeadersEnd`, until the answer's headers are complete (a kept-alive connection
    /// stays open after a full answer). `closed` says whether the inspector closed it.
    static func send(
        _ bytes: [UInt8], within seconds: Double, untilHeadersEnd: Bool = false
    ) -> (answer: [UInt8], closed: Bool) {
        guard let inspector else { return ([], true) }
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = inspector.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // libFuzzer's timer signal can interrupt `connect`, which then completes on its own
        // (EINTR): wait up to 5 s for it and read its result, instead of calling it refused.
        if connected != 0, errno == EINTR {
            var waiting = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            var result: Int32 = -1
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard poll(&waiting, 1, 5_000) == 1, getsockopt(socket, SOL_SOCKET, SO_ERROR, &result, &length) == 0,
                result == 0
            else {
                fatalError("the inspector's connection, interrupted by a signal, did not complete in 5 s: \(result)")
            }
        } else if connected != 0 {
            fatalError("the inspector refused a connection: errno \(errno)")
        }
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }
        shutdown(socket, Int32(SHUT_WR))
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { return (answer, true) }
            if count < 0 && errno != EAGAIN && errno != EWOULDBLOCK { return (answer, true) }  // reset
            if count > 0 {
                answer += buffer[..<count]
                if untilHeadersEnd, answer.firstRange(of: Array("\r\n\r\n".utf8)) != nil { return (answer, false) }
                continue
            }
            RunLoop.main.run(until: Date().addingTimeInterval(0.0005))
        }
        return (answer, false)
    }

    static func fuzz(_ input: [UInt8]) {
        startIfNeeded()
        guard let token = inspector?.token else { return }
        let bytes = Array(String(decoding: input, as: UTF8.self).replacingOccurrences(of: "TOKEN", with: token).utf8)
        // 30 s: run alone on a quiet machine, the instrumented build took 8.9 s on a seed with a
        // 4 KB header line (FlyingFox's quadratic decoding, above), so 8 s failed under load with
        // no defect. Scripts/fuzz.sh gives each input 40 s before it counts as a hang.
        let sent = send(bytes, within: 30)
        inputs += 1
        guard sent.closed else {
            fatalError(
                """
                the inspector kept a connection open 30 s after its client stopped sending, after \(inputs) inputs; \
                the input was: \(String(decoding: bytes.prefix(400), as: UTF8.self).debugDescription)
                """)
        }
        if inputs % livenessEvery == 0 {
            // Up to 5 s for a busy inspector; the answer ends the wait as soon as it is in.
            let request = "GET /api/tree?token=\(token) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            let answer = send(Array(request.utf8), within: 5, untilHeadersEnd: true).answer
            guard String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 200") else {
                fatalError(
                    """
                    the inspector no longer answers, after \(inputs) inputs; it answered: \
                    \(String(decoding: answer.prefix(200), as: UTF8.self)); the last input was: \
                    \(String(decoding: bytes.prefix(400), as: UTF8.self).debugDescription)
                    """)
            }
        }
    }
}
