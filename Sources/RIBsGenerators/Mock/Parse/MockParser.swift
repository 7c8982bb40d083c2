import SwiftDiagnostics
import SwiftSyntax

/// Reads protocols marked with the mock annotation (`/// @mockable` by default) from Swift source.
package struct MockParser: Sendable {
    /// The marker in a protocol's doc comment.
    package var annotation: String
    /// Whether annotated classes are read too (`--mock-all`).
    package var mockAll: Bool

    package init(annotation: String = "@mockable", mockAll: Bool = false) {
        self.annotation = annotation
        self.mockAll = mockAll
    }

    /// Parses `source`, read from `path` (used in locations and messages).
    package func parse(_ source: String, path: String) -> ParsedMockSource {
        // A file without the word `protocol` (or, with `--mock-all`, the annotation) has nothing
        // to offer: skip the parse, as Mockolo does.
        guard source.containsText("protocol") || (mockAll && source.containsText(annotation)) else {
            return ParsedMockSource()
        }
        let tree: SourceFileSyntax
        switch GuardedParse(source) {
        case .tooDeep(let line, let column):
            return ParsedMockSource(errors: [BracketDepth.diagnostic(path: path, at: (line, column))])
        case .tree(let parsed): tree = parsed
        }
        if tree.hasError {
            return ParsedMockSource(errors: ParseErrors.diagnostics(for: tree, path: path))
        }
        let visitor = DeclarationCollector(
            annotation: annotation, mockAll: mockAll, path: path, lines: LineTable(source))
        visitor.walk(tree)
        return visitor.result
    }
}
