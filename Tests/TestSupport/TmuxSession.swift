import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program in a real terminal: tmux runs it in a pseudo-terminal on a private server socket,
/// so a test neither sees nor disturbs a user's sessions; keys are sent as a person types them
/// and the captured screen is what the test asserts. Every wait has a time limit.
package struct TmuxSession: Sendable {
    /// Where tmux is, if it is installed (`.ci/run` installs Debian's).
    package static let installed = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The session's name, and its server's socket.
    package let name: String
    private let tmux: String

    /// A session not started yet; `nil` where tmux is not installed.
    package init?(name: String = "ribs-\(UUID().uuidString.prefix(8))") {
        guard let tmux = Self.installed else { return nil }
        self.name = name
        self.tmux = tmux
    }

    /// Runs `tmux <arguments>` on the session's server; returns what it printed (the screen,
    /// for `capture-pane`).
    @discardableResult
    package func run(_ arguments: [String]) async throws -> String {
        // A command that may start the tmux server is spawned directly, with its standard
        // streams on /dev/null: the server would otherwise inherit the pipes the test reads the
        // client's output from, and keep them open for as long as it runs.
        guard arguments.first == "capture-pane" else {
            let command = [tmux, "-L", name] + arguments
            try await offThePool { try Self.spawnAndWait(command) }
            return ""
        }
        return try await ChildProcess(executable: URL(fileURLWithPath: tmux), arguments: ["-L", name] + arguments)
            .run().output
    }

    /// Starts `command` in a new session of `columns` × `rows`.
    package func start(_ command: String, columns: Int = 80, rows: Int = 24) async throws {
        try await run(["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", command])
    }

    /// Sends keys as tmux names them (`Enter`, `Escape`, `C-c`, or text).
    package func send(_ keys: String...) async throws {
        try await run(["send-keys", "-t", name] + keys)
    }

    /// The screen now.
    package func screen() async throws -> String {
        try await run(["capture-pane", "-p", "-t", name])
    }

    /// Waits (polling the pane, up to `limit`) until `text` is on screen; returns the screen, or
    /// `nil` with the last screen seen.
    package func waitForScreen(containing text: String, within limit: Duration = .seconds(10)) async throws
        -> (found: Bool, screen: String)
    {
        var screen = ""
        let deadline = ContinuousClock.now + limit
        repeat {
            screen = try await self.screen()
            if screen.contains(text) { return (true, screen) }
            try await Task.sleep(for: .milliseconds(50))
        } while ContinuousClock.now < deadline
        return (false, screen)
    }

    /// Ends the session's server (at once: it may block briefly).
    package func endServer() {
        try? Self.spawnAndWait([tmux, "-L", name, "kill-server"])
    }

    /// Spawns `command` with its standard streams on /dev/null and no other descriptor of the
    /// test, and waits for it to end, 10 s at most.
    package static func spawnAndWait(_ command: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        // The tmux server lives until the test ends: with another test's socket it would keep
        // that socket open past its close (docs/Reliability.md).
        guard SpawnedProcess.addCloseFrom(&actions, 3) == 0 else {
            throw SpawnError("cannot keep the test's descriptors from `\(command.joined(separator: " "))`")
        }
        var pid: pid_t = 0
        let argv = command.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        // tmux's client ends at once (the server goes on in the background); 10 s at most.
        var status: Int32 = 0
        let deadline = ContinuousClock.now + .seconds(10)
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else {
                _ = kill(pid, SIGKILL)
                throw SpawnError("`\(command.joined(separator: " "))` did not end within 10 s")
            }
            usleep(5_000)
        }
    }
}
