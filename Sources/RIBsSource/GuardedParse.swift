import SwiftParser
import SwiftSyntax

/// A Swift source parsed the one way every tool parses one: refused before the parser sees it
/// when its `[` nest deeper than swift-syntax reads in reasonable time (``BracketDepth``), parsed
/// otherwise. What a tool does with a refusal, or with syntax errors, is its own.
package enum GuardedParse {
    /// The syntax tree, with its syntax errors if it has any.
    case tree(SourceFileSyntax)
    /// Not parsed: the `[` at this 1-based line and column nests too deep.
    case tooDeep(line: Int, column: Int)

    package init(_ source: String) {
        if let place = BracketDepth.firstTooDeep(in: source) {
            self = .tooDeep(line: place.line, column: place.column)
        } else {
            self = .tree(Parser.parse(source: source))
        }
    }

    /// The tree, or nil when the source was refused.
    package var tree: SourceFileSyntax? {
        if case .tree(let tree) = self { tree } else { nil }
    }

    /// Text a tool wrote itself from a source it read through the guard (a file with the tool's
    /// edits applied), parsed without the guard: the edits add no `[`. The one raw parse the
    /// tools make; nothing above the source layer imports SwiftParser.
    package static func rewritten(_ text: String) -> SourceFileSyntax {
        Parser.parse(source: text)
    }

    /// The type `text` spells (`@MainActor (String) -> Void`), read as a declaration's type; nil
    /// when it is not one.
    package static func type(_ text: String) -> TypeSyntax? {
        guard let tree = GuardedParse("let value: \(text)").tree else { return nil }
        return tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
    }
}
