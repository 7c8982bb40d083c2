/// Which of the two players.
enum PlayerType: Int, Sendable, CaseIterable {
    case player1 = 1
    case player2 = 2

    /// The mark on the board.
    var mark: String { self == .player1 ? "X" : "O" }
}
