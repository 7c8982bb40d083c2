/// One full-screen picture of a terminal app, as ANSI text: what the interactive host writes
/// after every key.
///
/// The frame is drawn over the previous one (cursor home, each row cleared to its end, the rest
/// of the screen cleared) rather than after a full clear, so the screen does not flicker. Rows
/// are cut to the terminal's width and the body to its height, so a small window shows the top
/// of the screen and the prompt, never a scrolled mess.
package struct ScreenFrame: Equatable, Sendable {
    /// The screen's title, on the first row.
    package var title: String
    /// The screen's body, one string a row.
    package var body: [String]
    /// The commands the screen understands, listed under the body.
    package var commands: [String]
    /// A line under the body: the answer to the last command, if any.
    package var message: String?
    /// What is typed at the prompt.
    package var prompt: String
    /// The app's last log lines (``TerminalLog``), shown under the body.
    package var log: [String]

    /// Creates a frame; the message, prompt and log are empty unless given.
    package init(
        title: String, body: [String], commands: [String], message: String? = nil, prompt: String = "",
        log: [String] = []
    ) {
        self.title = title
        self.body = body
        self.commands = commands
        self.message = message
        self.prompt = prompt
        self.log = log
    }

    /// The rows of the frame for a terminal of `columns` x `rows`, without escapes.
    package func rows(columns: Int, rows: Int) -> [String] {
        let width = max(columns, 10)
        let height = max(rows, 4)
        var footer = log.map { "log: " + $0 }
        if !commands.isEmpty { footer.append("commands: " + commands.joined(separator: ", ")) }
        if let message { footer.append(message) }
        footer.append("> " + prompt)
        var lines = ["== \(title) =="]
        let room = height - footer.count - 1
        if body.count > room {
            lines += body.prefix(max(room - 1, 0))
            lines.append("… (\(body.count - room + 1) more lines: enlarge the window)")
        } else {
            lines += body
        }
        lines += footer
        return lines.map { Self.cut($0, to: width) }
    }

    /// The ANSI text that draws the frame on a terminal of `columns` x `rows`, with the cursor
    /// left at the end of the prompt.
    package func ansi(columns: Int, rows: Int) -> String {
        let lines = self.rows(columns: columns, rows: rows)
        var text = "\u{1B}[H"
        for (index, line) in lines.enumerated() {
            text += line + "\u{1B}[K"
            if index < lines.count - 1 { text += "\r\n" }
        }
        // Clear what an earlier, longer frame left below, then put the cursor back on the prompt.
        let promptRow = lines.count
        let promptColumn = min(lines[lines.count - 1].count + 1, max(columns, 10))
        text += "\u{1B}[J\u{1B}[\(promptRow);\(promptColumn)H"
        return text
    }

    static func cut(_ line: String, to width: Int) -> String {
        line.count <= width ? line : String(line.prefix(width - 1)) + "…"
    }
}
