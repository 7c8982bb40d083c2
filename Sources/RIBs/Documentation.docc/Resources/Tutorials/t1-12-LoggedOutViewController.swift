import RIBs
import RIBsTerminal

@MainActor
protocol LoggedOutPresentableListener: AnyObject {
    func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

/// Two player names and a login button. Type a name to fill the selected field (the selection
/// then moves on), or `login Alice Bob` at once; arrows move the selection, Enter on Login logs in.
final class LoggedOutViewController: TerminalViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: (any LoggedOutPresentableListener)?
    private var names: [String?] = [nil, nil]
    /// 0 and 1: the name fields; 2: the Login button.
    private var selection = 0

    override var title: String { "Log in" }

    override func render() -> [String] {
        let rows = [
            "Player 1: " + (names[0] ?? "(type a name)"),
            "Player 2: " + (names[1] ?? "(type a name)"),
            "[ Login ]",
        ]
        return ["Who is playing?", ""]
            + rows.enumerated().map { index, row in (index == selection ? "> " : "  ") + row }
    }

    override var commands: [String] { ["<name>", "login", "login <player 1> <player 2>"] }

    override func handleCommand(_ command: String) -> Bool {
        let words = command.split(separator: " ").map(String.init)
        if words.first == "login" {
            if words.count == 3 { names = [words[1], words[2]] }
            listener?.login(withPlayer1Name: names[0], player2Name: names[1])
            return true
        }
        // Anything else is a name for the selected field (the first one when Login is selected).
        let field = selection < 2 ? selection : 0
        names[field] = command
        selection = field + 1
        return true
    }

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .up: selection = max(selection - 1, 0)
        case .down, .tab: selection = min(selection + 1, 2)
        case .enter:
            if selection == 2 {
                listener?.login(withPlayer1Name: names[0], player2Name: names[1])
            } else {
                selection += 1
            }
        default: return false
        }
        return true
    }
}
