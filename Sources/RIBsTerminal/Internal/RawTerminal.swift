import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the interactive host reacts to.
enum TerminalEvent: Sendable {
    case key(Key)
    /// The window changed size: redraw.
    case resize
    /// No key for a while: redraw if the app changed the screen on its own (a reply arrived).
    case tick
}

/// The terminal in raw mode: keys arrive one at a time, unechoed, Ctrl-C as a byte; the app draws
/// on the alternate screen with the cursor placement it chooses.
///
/// Whatever ends the app (quitting, Ctrl-C, `kill`, the window closing) puts the terminal back as
/// it was: the original attributes, the main screen, a visible cursor. Signal handlers do that
/// with async-signal-safe calls only, from a copy of the attributes saved on entry.
enum RawTerminal {
    /// The attributes to restore, saved on entry; read by signal handlers, so plain storage.
    nonisolated(unsafe) private static var saved = termios()
    private static let isRaw = Atomic<Bool>(false)
    private static let resized = Atomic<Bool>(false)

    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25h\u{1B}[2J\u{1B}[H"
    private static let leaveSequence = "\u{1B}[?1049l\u{1B}[?25h"

    /// Whether both standard input and output are a terminal.
    static var isAvailable: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// Switches to raw mode and the alternate screen; returns false if the terminal refused.
    static func enter() -> Bool {
        guard tcgetattr(0, &saved) == 0 else { return false }
        var raw = saved
        // No line buffering, echo, signals from keys, flow control or CR translation; output
        // processing stays on, so "\n" still returns the carriage.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else { return false }
        isRaw.store(true, ordering: .sequentiallyConsistent)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber) { number in
                RawTerminal.restore()
                _exit(128 + number)
            }
        }
        signal(SIGWINCH) { _ in RawTerminal.resized.store(true, ordering: .relaxed) }
        writeOut(enterSequence)
        return true
    }

    /// Puts the terminal back as it was on ``enter()``; does nothing if it is not raw. Safe to
    /// call from a signal handler.
    static func restore() {
        guard isRaw.exchange(false, ordering: .sequentiallyConsistent) else { return }
        tcsetattr(0, TCSAFLUSH, &saved)
        leaveSequence.utf8CString.withUnsafeBufferPointer { bytes in
            _ = write(1, bytes.baseAddress, bytes.count - 1)
        }
    }

    /// The window's size in columns and rows (80 x 24 if the terminal does not say).
    static func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Keys and resizes, read on their own thread. Input is polled every 50 ms so a resize, or a
    /// lone Escape with nothing after it, is noticed without a key.
    static func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        Thread.detach {
            var decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 256)
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            while true {
                if resized.exchange(false, ordering: .relaxed) { continuation.yield(.resize) }
                let ready = poll(&descriptor, 1, 50)
                if ready < 0 {
                    if errno == EINTR { continue }
                    break
                }
                guard ready > 0 else {
                    for key in decoder.flush() { continuation.yield(.key(key)) }
                    continuation.yield(.tick)
                    continue
                }
                let count = read(0, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for key in decoder.feed(buffer[0..<count]) { continuation.yield(.key(key)) }
            }
            continuation.yield(.key(.endOfInput))
            continuation.finish()
        }
        return stream
    }
}
