import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A TCP socket bound to a port the kernel picks on 127.0.0.1: what the test servers and
/// ``RefusingPort`` start from.
package enum LoopbackSocket {
    /// Binds a new socket (listening with a backlog of `backlog`, if given) and returns it with
    /// its port; on failure nothing stays open.
    package static func bind(reuseAddress: Bool, backlog: Int32?) throws -> (descriptor: Int32, port: UInt16) {
        // Close-on-exec from the start: a child another test spawns keeps none of it open.
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        if reuseAddress {
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(descriptor, $0, length) == 0 && (backlog.map { listen(descriptor, $0) == 0 } ?? true)
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }
}
