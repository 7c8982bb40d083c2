import Foundation
import RIBs
import RIBsFuzzDriver
import RIBsInspector

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point for the inspector's network input: each input is sent as is to a
/// running inspector, over a new connection (`TOKEN` in it is replaced by the inspector's token,
/// so requests get past the check and into the handlers and the WebSocket), and the answer is
/// read until the inspector closes the connection or the input's turn is over. Every hundredth
/// input, a well-formed request must still be answered: the inspector survived everything before.
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
    /// stays open after a full answer).
    static func send(_ bytes: [UInt8], within seconds: Double, untilHeadersEnd: Bool = false) -> [UInt8] {
        guard let inspector else { return [] }
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
        guard connected == 0 else { fatalError("the inspector refused a connection: errno \(errno)") }
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }
        shutdown(socket, Int32(SHUT_WR))
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { break }  // closed by the inspector
            if count > 0 {
                answer += buffer[..<count]
                if untilHeadersEnd, answer.firstRange(of: Array("\r\n\r\n".utf8)) != nil { break }
                continue
            }
            RunLoop.main.run(until: Date().addingTimeInterval(0.0005))
        }
        return answer
    }

    static func fuzz(_ input: [UInt8]) {
        startIfNeeded()
        guard let token = inspector?.token else { return }
        let bytes = Array(String(decoding: input, as: UTF8.self).replacingOccurrences(of: "TOKEN", with: token).utf8)
        _ = send(bytes, within: 0.02)
        inputs += 1
        if inputs % livenessEvery == 0 {
            // Up to 5 s for a busy inspector; the answer ends the wait as soon as it is in.
            let request = "GET /api/tree?token=\(token) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            let answer = send(Array(request.utf8), within: 5, untilHeadersEnd: true)
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
