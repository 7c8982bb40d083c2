import SwiftSyntax

extension TriviaPiece {
    /// Whether the piece is horizontal whitespace only: spaces or tabs, no line break or comment.
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
