import RIBs
import RIBsTerminal

/// The score, shown inside OffGame's screen.
final class BasicScoreBoardViewController: TerminalViewController, BasicScoreBoardPresentable,
    BasicScoreBoardViewControllable
{
    private let player1Name: String
    private let player2Name: String
    private var score = Score()

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
    }

    func show(score: Score) {
        self.score = score
    }

    override var title: String { "Score" }

    override func render() -> [String] {
        ["Score: \(player1Name) \(score.player1Score), \(player2Name) \(score.player2Score), draws \(score.draws)"]
    }
}
