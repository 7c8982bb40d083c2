import SwiftParser
import SwiftSyntax

/// Generated code at the project's line width: a line longer than 120 columns is broken at its
/// outermost list, one element a line, the way swift-format (configured for 120 columns and
/// existing line breaks) leaves code it has formatted:
///
/// ```swift
/// return RootRouter(
///     interactor: interactor,
///     viewController: viewController,
///     loggedOutBuilder: LoggedOutBuilder(dependency: component))
/// ```
///
/// Arguments and parameters go one a line (a parameter list closes on a line of its own); an
/// inheritance clause is packed onto as few lines as fit, and the opening brace goes on a line of
/// its own. A line with no list to break (a comment, a long string) is left as it is. The
/// generators' golden files are checked with `swift format lint`.
package enum LineWidth {
    /// The columns a generated line may take: the project's `.swift-format`, and Uber's template
    /// width for Swift (swift-format's default is 100).
    package static let columns = 120

    /// `source` with its long lines broken. `lines` (numbered from 1) limits the change to the
    /// lines a tool wrote, so a user's own long lines stay as they are; `nil` means every line.
    package static func reflow(_ source: String, lines: Set<Int>? = nil, width: Int = columns) -> String {
        var text = source
        let split = Self.lines(of: text)
        var current = split.map(\.text)
        var ends = split.map(\.end)
        var eligible = current.indices.map { lines?.contains($0 + 1) ?? true }
        var index = 0
        while index < current.count {
            guard eligible[index], current[index].count > width, !isComment(current[index]),
                let replacement = broken(line: index, of: text, width: width)
            else {
                index += 1
                continue
            }
            // Check the first of the new lines again: its own list may still be too long.
            current.replaceSubrange(index...index, with: replacement)
            ends.replaceSubrange(
                index...index, with: Array(repeating: "\n", count: replacement.count - 1) + [ends[index]])
            eligible.replaceSubrange(index...index, with: Array(repeating: true, count: replacement.count))
            text = zip(current, ends).map { $0 + $1 }.joined()
        }
        return text
    }

    /// The lines of `text` as Swift's parser counts them, each with what ends it: `\n`, `\r`
    /// or `\r\n` (empty for the last). A carriage return alone ends a line too: splitting on
    /// `\n` only put a fuzzer's input's lines out of step with the parser's, and a break landed
    /// in the middle of a name.
    static func lines(of text: String) -> [(text: String, end: String)] {
        var lines: [(text: String, end: String)] = []
        var current = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\n":
                lines.append((String(current), "\n"))
                current = String.UnicodeScalarView()
            case "\r":
                if pending == "\n" {
                    pending = scalars.next()
                    lines.append((String(current), "\r\n"))
                } else {
                    lines.append((String(current), "\r"))
                }
                current = String.UnicodeScalarView()
            default:
                current.append(scalar)
            }
        }
        lines.append((String(current), ""))
        return lines
    }

    private static func isComment(_ line: String) -> Bool {
        line.drop { $0 == " " }.hasPrefix("//")
    }

    /// Line `index` (from 0) of `text`, broken at its outermost list; `nil` if it has none.
    private static func broken(line index: Int, of text: String, width: Int) -> [String]? {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = ListFinder(line: index + 1, converter: converter)
        finder.walk(tree)
        guard let list = finder.outermost else { return nil }
        let line = Self.lines(of: text)[index].text
        let lineStart = converter.position(ofLine: index + 1, column: 1).utf8Offset
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let bytes = Array(line.utf8)
        func slice(_ from: Int, _ to: Int) -> String {
            String(decoding: bytes[(from - lineStart)..<(to - lineStart)], as: UTF8.self)
        }
        let head = slice(lineStart, list.opening)
        let tail = slice(list.closing, lineStart + bytes.count)
        let inner = indent + "    "
        switch list.kind {
        case .arguments(let followedByMember):
            var lines = [head] + list.elements.map { inner + $0 }
            if followedByMember {
                lines.append(indent + tail)
            } else {
                lines[lines.count - 1] += tail
            }
            return lines
        case .parameters:
            return [head] + list.elements.map { inner + $0 } + [indent + tail]
        case .inheritance:
            // The first type stays on the declaration's line; the rest fill lines of their own.
            var lines = [head]
            for (offset, type) in list.elements.enumerated() {
                let element = type + (offset < list.elements.count - 1 ? "," : "")
                let joined = lines[lines.count - 1] + " " + element
                if offset == 0 || joined.count <= width {
                    lines[lines.count - 1] = joined
                } else {
                    lines.append(inner + element)
                }
            }
            lines.append(indent + tail.drop { $0 == " " })
            return lines
        }
    }
}

/// A list on one line that can be broken: where it opens (after `(` or `:`), where it closes
/// (at `)` or `{`), and its elements as written, each with its comma.
private struct BreakableList {
    enum Kind {
        /// A call's arguments; a member access after the call puts `)` on a line of its own.
        case arguments(followedByMember: Bool)
        /// A function's or initializer's parameters: `)` goes on a line of its own.
        case parameters
        /// A type's inheritance clause; the opening brace goes on a line of its own.
        case inheritance
    }

    var kind: Kind
    /// UTF-8 offsets in the file: the end of the opening token, the start of the closing one.
    var opening: Int
    var closing: Int
    var elements: [String]
}

/// Finds the breakable list to break on a line: of those that start and end on it, the longest.
private final class ListFinder: SyntaxVisitor {
    let line: Int
    let converter: SourceLocationConverter
    var outermost: BreakableList?

    init(line: Int, converter: SourceLocationConverter) {
        self.line = line
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func isOnLine(_ token: TokenSyntax) -> Bool {
        token.startLocation(converter: converter, afterLeadingTrivia: true).line == line
    }

    /// Keeps the longest list: an outer one over those it contains, and, of two calls in a chain
    /// (`Builder(dependency: d).build(…)`), the one whose break shortens the line most.
    private func offer(_ list: BreakableList) {
        if outermost == nil || list.closing - list.opening > outermost!.closing - outermost!.opening {
            outermost = list
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let open = node.leftParen, let close = node.rightParen, !node.arguments.isEmpty, isOnLine(open),
            isOnLine(close)
        {
            let followedByMember = node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
            offer(
                BreakableList(
                    kind: .arguments(followedByMember: followedByMember),
                    opening: open.endPositionBeforeTrailingTrivia.utf8Offset,
                    closing: close.positionAfterSkippingLeadingTrivia.utf8Offset,
                    elements: node.arguments.map(\.trimmedDescription)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterClauseSyntax) -> SyntaxVisitorContinueKind {
        if !node.parameters.isEmpty, isOnLine(node.leftParen), isOnLine(node.rightParen) {
            offer(
                BreakableList(
                    kind: .parameters, opening: node.leftParen.endPositionBeforeTrailingTrivia.utf8Offset,
                    closing: node.rightParen.positionAfterSkippingLeadingTrivia.utf8Offset,
                    elements: node.parameters.map(\.trimmedDescription)))
        }
        return .visitChildren
    }

    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let group = node.parent?.asProtocol((any DeclGroupSyntax).self), group.genericWhereClause == nil,
            isOnLine(node.colon), isOnLine(group.memberBlock.leftBrace)
        else { return .visitChildren }
        offer(
            BreakableList(
                kind: .inheritance, opening: node.colon.endPositionBeforeTrailingTrivia.utf8Offset,
                closing: group.memberBlock.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
                elements: node.inheritedTypes.map { $0.type.trimmedDescription }))
        return .visitChildren
    }
}
