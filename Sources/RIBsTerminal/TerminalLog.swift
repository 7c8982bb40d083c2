import RIBs

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines an app writes for a person to read, while it runs and after it exits.
///
/// In a terminal app `print` does not work: the full-screen redraw erases it, and with input
/// from a pipe it comes out of order with the screens. A line written here is shown under the
/// screen: the last few under the body of the full-screen view (and the whole session's log is
/// printed when the app exits), each one after the screen it was written on when the input is
/// piped. With `RIBS_LOG_FILE` set, every line is also appended to that file as it is written.
///
/// ```swift
/// TerminalLog.write("\(player1Name) and \(player2Name) logged in")
/// ```
@MainActor
public enum TerminalLog {
    /// Every line of the session, oldest first (the last 1,000).
    public private(set) static var lines: [String] = []
    /// Lines not shown yet by a host that prints screens one after the other.
    private static var unshown: [String] = []
    private static let file: UnsafeMutablePointer<FILE>? = getenv("RIBS_LOG_FILE").flatMap { fopen($0, "a") }

    /// Writes `message` to the log.
    public static func write(_ message: String) {
        lines.append(message)
        if lines.count > 1_000 { lines.removeFirst(lines.count - 1_000) }
        unshown.append(message)
        if let file {
            fputs(message + "\n", file)
            fflush(file)
        }
    }

    /// Writes `text` to standard error at once, outside the screen: for what a person must see
    /// even when the app cannot start, such as a usage line or the inspector's address.
    ///
    /// Nothing is buffered, so the text comes out before the app exits or draws, and a script
    /// reading standard error gets it as soon as it is written. Include the line break.
    ///
    /// ```swift
    /// TerminalLog.writeError("tictactoe: unknown argument '\(argument)'\n")
    /// ```
    public nonisolated static func writeError(_ text: String) {
        writeUnbuffered(text, toFileDescriptor: 2)
    }

    /// The last `count` lines.
    public static func recent(_ count: Int) -> [String] {
        Array(lines.suffix(count))
    }

    /// The lines written since the last call: what a piped host prints under the next screen.
    static func takeUnshown() -> [String] {
        defer { unshown = [] }
        return unshown
    }

    /// Forgets every line (for tests).
    public static func clear() {
        lines = []
        unshown = []
    }
}
