import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a script the tests then run in place of a program.
///
/// A file is opened for writing with close-on-exec: Foundation's writes are not, and a test
/// process starts children all the time (other suites' builds), so a child started while the
/// file was open kept a writable descriptor of it, and running the script failed with ETXTBSY
/// ("text file busy") for as long as that child ran (seen in CI: the plugins' hand-over test).
package enum ExecutableScript {
    #if canImport(Glibc)
    private static let systemWrite = Glibc.write
    #else
    private static let systemWrite = Darwin.write
    #endif

    package static func write(_ text: String, to url: URL) throws {
        try? FileManager.default.removeItem(at: url)
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            written += count
        }
    }
}
