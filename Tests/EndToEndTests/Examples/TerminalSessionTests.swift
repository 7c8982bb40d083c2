import Foundation
import TestSupport
import Testing

/// TicTacToe in a real terminal, as a person plays it: tmux runs the app in a pseudo-terminal,
/// sends keys (typed names, arrows, Enter, Escape, Ctrl-C), and the captured screen is asserted. Where
/// tmux is not installed the test is reported skipped, with the reason.
@Suite(.serialized, .endToEnd) struct TerminalSessionTests {
    static let tmux = installedTmux

    let session = "ribs-\(UUID().uuidString.prefix(8))"

    @discardableResult
    func tmux(_ arguments: [String]) async throws -> String {
        // A private server socket, so the test neither sees nor disturbs a user's sessions.
        // A command that may start the tmux server is spawned directly, with its standard
        // streams on /dev/null: the server would otherwise inherit the pipes the test reads the
        // client's output from, and keep them open for as long as it runs.
        guard arguments.first == "capture-pane" else {
            let command = [Self.tmux!, "-L", session] + arguments
            try await offThePool { try Self.spawnAndWait(command) }
            return ""
        }
        return try await ChildProcess(
            executable: URL(fileURLWithPath: Self.tmux!), arguments: ["-L", session] + arguments
        )
        .run().output
    }

    static func spawnAndWait(_ command: [String]) throws {
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
                kill(pid, SIGKILL)
                throw SpawnError("`\(command.joined(separator: " "))` did not end within 10 s")
            }
            usleep(5_000)
        }
    }

    /// Waits (polling the pane, up to 10 s) until `text` is on screen; returns the screen.
    @discardableResult
    func waitForScreen(containing text: String) async throws -> String {
        var screen = ""
        for _ in 0..<200 {
            screen = try await tmux(["capture-pane", "-p", "-t", session])
            if screen.contains(text) { return screen }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("'\(text)' never appeared; the screen was:\n\(screen)")
        return screen
    }

    @Test(.enabled(if: installedTmux != nil, "tmux is not installed: .ci/run installs Debian's tmux"))
    func aPersonPlaysWithKeysAndCtrlCRestoresTheTerminal() async throws {
        let app = try EndToEnd.exampleApp("tictactoe").path
        let marker = "/tmp/\(session).status"
        defer { try? Self.spawnAndWait([Self.tmux!, "-L", session, "kill-server"]) }  // brief: may block
        // The shell records the exit status and the terminal mode after the app ends.
        try await tmux([
            "new-session", "-d", "-s", session, "-x", "60", "-y", "20",
            "\(app) --seed 1; echo \"status=$? $(stty -a | grep -o -- '-icanon\\|icanon' | head -1)\" > \(marker); sleep 30",
        ])
        try await waitForScreen(containing: "== Log in ==")
        try await tmux(["send-keys", "-t", session, "Alice", "Enter", "Bob", "Enter", "Enter"])
        let offGame = try await waitForScreen(containing: "Alice (X) vs Bob (O)")
        // The app's log line stays under the screen, not erased by the redraw.
        #expect(offGame.contains("log: Alice and Bob logged in"))
        // Down to Random Win and back up, then Enter starts Tic Tac Toe.
        try await tmux(["send-keys", "-t", session, "Down", "Up", "Enter"])
        try await waitForScreen(containing: "Alice's turn (X)")
        // The cursor starts in the middle: Enter marks it, Left then Enter marks the cell beside.
        try await tmux(["send-keys", "-t", session, "Enter", "Left", "Enter"])
        let board = try await waitForScreen(containing: "[O]| X | 6")
        #expect(board.contains("Alice's turn (X)"))
        // A typed cell number works too, then the window shrinks and the screen is redrawn.
        try await tmux(["send-keys", "-t", session, "1", "Enter"])
        try await waitForScreen(containing: "Bob's turn (O)")
        try await tmux(["resize-window", "-t", session, "-x", "30", "-y", "12"])
        let small = try await waitForScreen(containing: "commands: 1-9")
        #expect(!small.split(separator: "\n").contains { $0.count > 30 })
        // Escape is the back key: the game is abandoned, and OffGame is back.
        try await tmux(["send-keys", "-t", session, "Escape"])
        try await waitForScreen(containing: "== Off game ==")
        try await tmux(["send-keys", "-t", session, "C-c"])
        var status = ""
        for _ in 0..<200 where status.isEmpty {
            status = (try? String(contentsOfFile: marker, encoding: .utf8)) ?? ""
            try await Task.sleep(for: .milliseconds(50))
        }
        try? FileManager.default.removeItem(atPath: marker)
        // After the app, the terminal shows the session's log.
        #expect(try await tmux(["capture-pane", "-p", "-t", session]).contains("log: Alice and Bob logged in"))
        // Ctrl-C quits cleanly, and the terminal is back in its line mode.
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "status=0 icanon")
    }
}

/// Where tmux is, if it is installed.
private let installedTmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}
