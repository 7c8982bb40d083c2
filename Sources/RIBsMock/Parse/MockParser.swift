import RIBsDependencyGraph
import RIBsSource
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

    /// Parses `source`, read from `path` (used in locations and messages). With a
    /// `dependencyModule`, the same parse is read for `ribs deps` too (``ParsedMockSource/dependencies``):
    /// the module's pass-through protocols are parents of its mocks, and a file is parsed once.
    package func parse(_ source: String, path: String, dependencyModule: String? = nil) -> ParsedMockSource {
        // A file without the word `protocol` (or, with `--mock-all`, the annotation) has nothing
        // to offer: skip the parse, as Mockolo does.
        let mayDeclare = source.containsText("protocol") || (mockAll && source.containsText(annotation))
        // A file `ribs deps` wrote is not read for it (``DepsParser/read(_:source:path:module:)``).
        let readsDependencies = dependencyModule != nil && !source.hasPrefix(DepsParser.generatedMarker)
        let parsed = mayDeclare || readsDependencies ? GuardedParse(source) : nil
        var result =
            parsed.map { mayDeclare ? read($0, source: source, path: path) : ParsedMockSource() } ?? ParsedMockSource()
        if let dependencyModule {
            result.dependencies = DepsParser.read(parsed, source: source, path: path, module: dependencyModule)
        }
        return result
    }

    private func read(_ parsed: GuardedParse, source: String, path: String) -> ParsedMockSource {
        let tree: SourceFileSyntax
        switch parsed {
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
