/// The 3 x 3 board and its rules: pure, so the game's logic is tested without a screen.
struct Board: Equatable {
    /// Cells 0...8, row by row.
    private(set) var cells: [PlayerType?] = Array(repeating: nil, count: 9)

    enum Outcome: Equatable {
        case inProgress
        case win(PlayerType)
        case draw
    }

    /// Places `player`'s mark in `cell` (0...8); false if the cell is taken or off the board.
    mutating func place(_ player: PlayerType, at cell: Int) -> Bool {
        guard cells.indices.contains(cell), cells[cell] == nil else { return false }
        cells[cell] = player
        return true
    }

    var outcome: Outcome {
        let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
        for line in lines {
            if let player = cells[line[0]], cells[line[1]] == player, cells[line[2]] == player { return .win(player) }
        }
        return cells.contains(nil) ? .inProgress : .draw
    }
}
