import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A loopback port where nothing listens, held for as long as this value lives: a connection to
/// it is refused at once.
///
/// A port found by starting a server and stopping it is free only until the next test binds
/// port 0, and the kernel may hand that test the same port. One CI run lost 30 s that way: its
/// "server that is down" was another test's server that answers after 30 s. This socket is bound
/// without `SO_REUSEADDR` and never listens, so the port stays taken and refuses connections
/// (Linux answers a connection to a bound socket that does not listen with a reset).
package final class RefusingPort: @unchecked Sendable {
    /// `http://127.0.0.1:<port>`.
    package let url: String
    private let descriptor: Int32

    package init() throws {
        let (descriptor, port) = try LoopbackSocket.bind(reuseAddress: false, backlog: nil)
        self.descriptor = descriptor
        url = "http://127.0.0.1:\(port)"
    }

    deinit { close(descriptor) }
}
