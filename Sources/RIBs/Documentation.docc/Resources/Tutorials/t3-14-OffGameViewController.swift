import RIBs
import RIBsTerminal

@MainActor
protocol OffGamePresentableListener: AnyObject {
    func start(gameAt index: Int)
    func logout()
}

/// The players, a menu of games and Log out, and the score board. Type a game's number or name
/// (or `logout`), or move the selection with the arrows and press Enter.
final class OffGameViewController: TerminalViewController, OffGamePresentable, OffGameViewControllable {
    weak var listener: (any OffGamePresentableListener)?
    private let player1Name: String
    private let player2Name: String
    private var gameNames: [String] = []
    private var scoreBoard: (any ViewControllable)?
    private var selection = 0

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
    }

    func set(gameNames: [String]) {
        self.gameNames = gameNames
    }

    func show(scoreBoardView: any ViewControllable) {
        scoreBoard = scoreBoardView
    }

    override var title: String { "Off game" }

    override func render() -> [String] {
        let items =
            gameNames.enumerated().map { "\($0.offset + 1). Start \($0.element)" } + ["\(gameNames.count + 1). Log out"]
        return ["\(player1Name) (X) vs \(player2Name) (O)", ""]
            + items.enumerated().map { ($0.offset == selection ? "> " : "  ") + $0.element }
            + [""] + (scoreBoard.map(embeddedLines(of:)) ?? [])
    }

    override var commands: [String] {
        gameNames.indices.map { "\($0 + 1)" } + ["logout"] + gameNames.map(Self.commandName)
    }

    override func handleCommand(_ command: String) -> Bool {
        if command == "logout" || command == "\(gameNames.count + 1)" {
            listener?.logout()
            return true
        }
        if let number = Int(command), gameNames.indices.contains(number - 1) {
            listener?.start(gameAt: number - 1)
            return true
        }
        if let index = gameNames.map(Self.commandName).firstIndex(of: command.lowercased()) {
            listener?.start(gameAt: index)
            return true
        }
        return false
    }

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .up: selection = max(selection - 1, 0)
        case .down, .tab: selection = min(selection + 1, gameNames.count)
        case .enter: return handleCommand("\(selection + 1)")
        default: return false
        }
        return true
    }

    /// "Tic Tac Toe" → "tictactoe".
    static func commandName(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace }
    }
}
