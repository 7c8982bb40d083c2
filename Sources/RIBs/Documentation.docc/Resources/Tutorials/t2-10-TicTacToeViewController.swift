import RIBs
import RIBsTerminal

@MainActor
protocol TicTacToePresentableListener: AnyObject {
    func placeCurrentPlayerMark(at cell: Int)
}

/// The board. Type a cell's number (1 to 9, as on a phone's keypad read row by row), or move the
/// cursor with the arrows and press Enter.
final class TicTacToeViewController: TerminalViewController, TicTacToePresentable, TicTacToeViewControllable {
    weak var listener: (any TicTacToePresentableListener)?
    private var board = Board()
    private var status = ""
    private var note: String?
    private var cursor = 4
    private var announcement: (result: String, completion: @MainActor () -> Void)?

    override var title: String { "Tic Tac Toe" }

    func show(board: Board, turn: String) {
        self.board = board
        status = turn
        note = nil
    }

    func showCellTaken() {
        note = "That cell is taken: pick another."
    }

    func announce(result: String, completion: @escaping @MainActor () -> Void) {
        announcement = (result, completion)
    }

    override func render() -> [String] {
        var lines: [String] = []
        for row in 0..<3 {
            let cells = (0..<3).map { column -> String in
                let cell = row * 3 + column
                let mark = board.cells[cell]?.mark ?? "\(cell + 1)"
                return cell == cursor && announcement == nil ? "[\(mark)]" : " \(mark) "
            }
            lines.append(" " + cells.joined(separator: "|"))
            if row < 2 { lines.append(" ---+---+---") }
        }
        lines += ["", status]
        if let note { lines.append(note) }
        if announcement != nil { lines.append("Press Enter (or type ok) to go back.") }
        return lines
    }

    override var commands: [String] { announcement == nil ? ["1-9"] : ["ok"] }

    override func handleCommand(_ command: String) -> Bool {
        if let announcement {
            guard command == "ok" else { return false }
            self.announcement = nil
            announcement.completion()
            return true
        }
        guard let number = Int(command), (1...9).contains(number) else { return false }
        cursor = number - 1
        listener?.placeCurrentPlayerMark(at: number - 1)
        return true
    }

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .up: cursor = cursor >= 3 ? cursor - 3 : cursor
        case .down: cursor = cursor < 6 ? cursor + 3 : cursor
        case .left: cursor = cursor % 3 > 0 ? cursor - 1 : cursor
        case .right: cursor = cursor % 3 < 2 ? cursor + 1 : cursor
        case .enter: return handleCommand(announcement == nil ? "\(cursor + 1)" : "ok")
        default: return false
        }
        return true
    }
}
