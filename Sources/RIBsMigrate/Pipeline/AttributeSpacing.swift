import RIBsSource
import SwiftSyntax

/// `@available (*, unavailable)`: Swift 5 accepted a space between an attribute and its
/// arguments, Swift 6 refuses it, and swift-syntax does not parse it. Real apps have it (a
/// design system's views, by the dozen): without this repair the codemod left each such file as
/// it was, named as one that does not parse.
enum AttributeSpacing {
    /// `text` with the space removed before each `(` the parser flags for it, and its tree;
    /// `nil` when `tree` has no such flag or has other errors too.
    static func repaired(_ text: String, tree: SourceFileSyntax) -> (
        text: String, tree: SourceFileSyntax, edits: SourceEdits
    )? {
        // The parser flags the `(`; the space is the attribute name's trailing trivia.
        let gaps = tree.tokens(viewMode: .all).compactMap { token -> Range<Int>? in
            guard token.tokenKind == .leftParen, token.tokenDiagnostic?.kind == .extraneousLeadingWhitespaceError,
                let name = token.previousToken(viewMode: .all),
                (name.trailingTrivia.pieces + token.leadingTrivia.pieces).allSatisfy(\.isSpaceOrTab)
            else { return nil }
            return name.endPositionBeforeTrailingTrivia.utf8Offset..<token.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        guard !gaps.isEmpty else { return nil }
        var edits = SourceEdits(original: text)
        for gap in gaps { edits.replace(gap, with: "") }
        let repaired = edits.applied()
        guard case .tree(let reparsed) = GuardedParse(repaired), !reparsed.hasError else { return nil }
        return (repaired, reparsed, edits)
    }
}
