#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the runtime says that a call was refused or had no effect, without stopping the app.
///
/// By default messages go to standard error, prefixed with `[RIBs]`. A test that wants to assert
/// on them binds its own handler for the duration of an operation:
///
/// ```swift
/// var messages: [String] = []
/// RIBsDiagnostics.$handler.withValue({ messages.append($0) }) {
///     interactor.whileActive { }
/// }
/// ```
/// (With a `Sendable` collector when the test is concurrent.)
public enum RIBsDiagnostics {
    /// The handler in effect for the current task.
    @TaskLocal public static var handler: @Sendable (String) -> Void = { message in
        writeToStandardError("[RIBs] \(message)\n")
    }

    static func report(_ message: String) {
        handler(message)
    }
}

/// Writes `text` to standard error, unbuffered.
func writeToStandardError(_ text: String) {
    writeUnbuffered(text, toFileDescriptor: 2)
}

/// Writes all of `text` to `descriptor` with `write(2)`, bypassing stdio's buffers, so output
/// from several writers (the runtime, a terminal layer) stays in order.
package func writeUnbuffered(_ text: String, toFileDescriptor descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var remaining = UnsafeRawBufferPointer(bytes)
        while !remaining.isEmpty {
            let written = write(descriptor, remaining.baseAddress, remaining.count)
            if written <= 0 { return }
            remaining = UnsafeRawBufferPointer(rebasing: remaining[written...])
        }
    }
}
