#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RIBs

/// The window of a terminal app: it shows the top-most view, reads one command a line, and hands
/// it to that view.
///
/// In a terminal it redraws the whole screen (ANSI clear) before each prompt; with input from a
/// pipe or a file it prints each screen as plain text, separated by a rule, so a script or a test
/// can play the app and read every screen.
@MainActor
public final class TerminalHost: WindowControllable {
    public var rootViewControllable: (any ViewControllable)?
    private let isInteractive: Bool
    private var output: [String] = []

    /// Creates a host; `interactive` defaults to whether standard input is a terminal.
    public init(interactive: Bool = isatty(0) == 1) {
        isInteractive = interactive
    }

    public func makeKeyAndVisible() {}

    /// Runs until input ends or a view handles `quit`: draws, reads, dispatches, lets the RIBs
    /// react, draws again.
    public func run(lines: some AsyncSequence<String, Never> = StandardInputLines()) async {
        draw()
        for await line in lines {
            let command = line.trimmingWhitespace()
            if command == "quit" { break }
            guard let root = rootViewControllable as? any TerminalView, let screen else { break }
            // The root gets every command; views that show others forward it to the top one.
            if !command.isEmpty, !root.handle(command) {
                writeOut("? unknown command '\(command)' — try one of: \(screen.commands.joined(separator: ", "))\n")
            }
            await settle()
            draw()
        }
    }

    /// What is on screen now.
    public var screen: (any TerminalView)? {
        (rootViewControllable as? any TerminalView)?.topmost
    }

    /// The current screen as plain text, as the non-interactive mode prints it.
    public func screenText() -> String {
        guard let screen else { return "(nothing on screen)" }
        var lines = ["== \(screen.title) =="]
        lines += screen.render()
        if !screen.commands.isEmpty { lines.append("commands: \(screen.commands.joined(separator: ", "))") }
        return lines.joined(separator: "\n")
    }

    private func draw() {
        if isInteractive {
            writeOut("\u{1B}[2J\u{1B}[H" + screenText() + "\n> ")
        } else {
            writeOut(screenText() + "\n" + String(repeating: "-", count: 40) + "\n")
        }
    }

    /// Lets the work a command started (stream deliveries, subscriptions: jobs on the main
    /// actor) run before the screen is drawn. Each turn suspends the host for a millisecond, so
    /// every queued job runs whatever its priority (a `Task.yield()` lets a higher-priority host
    /// task be picked again first); the screen is drawn once it has stayed the same for a few
    /// turns. A bound keeps a RIB that never settles from stalling the prompt.
    private func settle() async {
        var stableTurns = 0
        var last = screenText()
        for _ in 0..<200 {
            try? await Task.sleep(for: .milliseconds(1))
            let current = screenText()
            if current == last {
                stableTurns += 1
                if stableTurns >= 3 { return }
            } else {
                stableTurns = 0
                last = current
            }
        }
    }
}

/// The lines of standard input, read off the main actor so the app keeps running while it waits.
public struct StandardInputLines: AsyncSequence, Sendable {
    public init() {}

    public func makeAsyncIterator() -> AsyncStream<String>.Iterator {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        Thread.detach {
            while let line = readLine(strippingNewline: true) { continuation.yield(line) }
            continuation.finish()
        }
        return stream.makeAsyncIterator()
    }
}

/// A plain thread for blocking reads (the toolchain's Foundation is not needed for one).
enum Thread {
    static func detach(_ body: @escaping @Sendable () -> Void) {
        final class Box: @unchecked Sendable { let body: @Sendable () -> Void; init(_ body: @escaping @Sendable () -> Void) { self.body = body } }
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        pthread_create(&thread, nil, { pointer in
            let box = Unmanaged<AnyObject>.fromOpaque(pointer!).takeRetainedValue() as! Box
            box.body()
            return nil
        }, box)
        pthread_detach(thread)
    }
}

/// Writes to standard output unbuffered, so screens and prompts appear in order with the
/// runtime's own messages.
func writeOut(_ text: String) {
    writeUnbuffered(text, toFileDescriptor: 1)
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
