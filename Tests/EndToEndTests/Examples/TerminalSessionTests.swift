import Foundation
import TestSupport
import Testing

/// TicTacToe in a real terminal, as a person plays it: tmux runs the app in a pseudo-terminal,
/// sends keys (typed names, arrows, Enter, Escape, Ctrl-C), and the captured screen is asserted. Where
/// tmux is not installed the test is reported skipped, with the reason.
@Suite(.serialized, .endToEnd) struct TerminalSessionTests {
    let session = TmuxSession()

    @discardableResult
    func tmux(_ arguments: [String]) async throws -> String {
        try await #require(session).run(arguments)
    }

    /// Waits (polling the pane, up to 10 s) until `text` is on screen; returns the screen.
    @discardableResult
    func waitForScreen(containing text: String) async throws -> String {
        let (found, screen) = try await #require(session).waitForScreen(containing: text)
        if !found { Issue.record("'\(text)' never appeared; the screen was:\n\(screen)") }
        return screen
    }

    @Test(.enabled(if: TmuxSession.installed != nil, "tmux is not installed: .ci/run installs Debian's tmux"))
    func aPersonPlaysWithKeysAndCtrlCRestoresTheTerminal() async throws {
        let app = try EndToEnd.exampleApp("tictactoe").path
        let session = try #require(self.session)
        let marker = "/tmp/\(session.name).status"
        defer { session.endServer() }
        // The shell records the exit status and the terminal mode after the app ends.
        try await tmux([
            "new-session", "-d", "-s", session.name, "-x", "60", "-y", "20",
            "\(app) --seed 1; echo \"status=$? $(stty -a | grep -o -- '-icanon\\|icanon' | head -1)\" > \(marker); sleep 30",
        ])
        try await waitForScreen(containing: "== Log in ==")
        try await tmux(["send-keys", "-t", session.name, "Alice", "Enter", "Bob", "Enter", "Enter"])
        let offGame = try await waitForScreen(containing: "Alice (X) vs Bob (O)")
        // The app's log line stays under the screen, not erased by the redraw.
        #expect(offGame.contains("log: Alice and Bob logged in"))
        // Down to Random Win and back up, then Enter starts Tic Tac Toe.
        try await tmux(["send-keys", "-t", session.name, "Down", "Up", "Enter"])
        try await waitForScreen(containing: "Alice's turn (X)")
        // The cursor starts in the middle: Enter marks it, Left then Enter marks the cell beside.
        try await tmux(["send-keys", "-t", session.name, "Enter", "Left", "Enter"])
        let board = try await waitForScreen(containing: "[O]| X | 6")
        #expect(board.contains("Alice's turn (X)"))
        // A typed cell number works too, then the window shrinks and the screen is redrawn.
        try await tmux(["send-keys", "-t", session.name, "1", "Enter"])
        try await waitForScreen(containing: "Bob's turn (O)")
        try await tmux(["resize-window", "-t", session.name, "-x", "30", "-y", "12"])
        let small = try await waitForScreen(containing: "commands: 1-9")
        #expect(!small.split(separator: "\n").contains { $0.count > 30 })
        // Escape is the back key: the game is abandoned, and OffGame is back.
        try await tmux(["send-keys", "-t", session.name, "Escape"])
        try await waitForScreen(containing: "== Off game ==")
        try await tmux(["send-keys", "-t", session.name, "C-c"])
        var status = ""
        for _ in 0..<200 where status.isEmpty {
            status = (try? String(contentsOfFile: marker, encoding: .utf8)) ?? ""
            try await Task.sleep(for: .milliseconds(50))
        }
        try? FileManager.default.removeItem(atPath: marker)
        // After the app, the terminal shows the session's log.
        #expect(try await tmux(["capture-pane", "-p", "-t", session.name]).contains("log: Alice and Bob logged in"))
        // Ctrl-C quits cleanly, and the terminal is back in its line mode.
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "status=0 icanon")
    }
}
