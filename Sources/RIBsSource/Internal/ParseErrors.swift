import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// The parse errors of a tree that does not parse, for the generators' messages.
///
/// swift-syntax's `ParseDiagnosticsGenerator` stops the program on one input the fuzzer found:
/// an `=` the lexer flags for inconsistent whitespace while both of its sides have a space or a
/// tab gets a Fix-It with no change, which `FixIt` refuses with a fatal error. Such a tree gets
/// one diagnostic of ours at that token instead (`Fuzz/Regressions/MockFuzzer` keeps the input).
package enum ParseErrors {
    /// What is wrong in `tree`, read from `path`, each message followed by `note`; one
    /// diagnostic at the file's start when swift-syntax names no error.
    package static func diagnostics(for tree: SourceFileSyntax, path: String, note: String = "") -> [Diagnostic] {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let errors = positionedErrors(in: tree).map { error in
            let location = converter.location(for: error.position)
            return Diagnostic(
                location: FileLocation(file: path, line: location.line, column: location.column),
                message: error.message + note)
        }
        guard errors.isEmpty else { return errors }
        return [
            Diagnostic(location: FileLocation(file: path, line: 1, column: 1), message: "the file does not parse")
        ]
    }

    /// Where the first thing wrong in `tree` is (UTF-8 offset); `nil` when it parses.
    static func firstErrorOffset(in tree: SourceFileSyntax) -> Int? {
        guard tree.hasError else { return nil }
        return positionedErrors(in: tree).map(\.position.utf8Offset).min() ?? 0
    }

    /// Where and what is wrong in `tree`.
    private static func positionedErrors(in tree: SourceFileSyntax) -> [(position: AbsolutePosition, message: String)] {
        if let token = tree.tokens(viewMode: .all).first(where: isFlaggedEqualWithSpaceOnBothSides) {
            return [(token.positionAfterSkippingLeadingTrivia, "expected the same whitespace on both sides of '='")]
        }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { ($0.position, $0.message) }
    }

    private static func isFlaggedEqualWithSpaceOnBothSides(_ token: TokenSyntax) -> Bool {
        guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
        let leading =
            token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: { $0.isSpaceOrTab }) ?? false
        return leading && token.trailingTrivia.contains { $0.isSpaceOrTab }
    }
}
