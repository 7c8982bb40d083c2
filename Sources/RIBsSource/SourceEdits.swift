import SwiftSyntax

/// Insertions (and the odd removal) in one source file, at positions read from its syntax
/// tree, applied together so that positions read before the first edit stay valid: the user's
/// text is kept as written, except where an edit goes.
package struct SourceEdits {
    package struct Edit {
        /// UTF-8 offsets in the original text.
        package var range: Range<Int>
        package var text: String

        package init(range: Range<Int>, text: String) {
            self.range = range
            self.text = text
        }
    }

    package let original: String
    package private(set) var edits: [Edit] = []

    package init(original: String) {
        self.original = original
    }

    package var isEmpty: Bool { edits.isEmpty }

    package mutating func insert(_ text: String, at position: AbsolutePosition) {
        edits.append(Edit(range: position.utf8Offset..<position.utf8Offset, text: text))
    }

    /// Removes the text of `token` and the spaces after it (a keyword such as `override `).
    package mutating func remove(_ token: TokenSyntax) {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(Edit(range: start..<token.endPosition.utf8Offset, text: ""))
    }

    /// Replaces the UTF-8 bytes `range` of the original text with `text`.
    package mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append(Edit(range: range, text: text))
    }

    /// Whether two edits change the same bytes, so that one rule's output would depend on
    /// another's: `ribs migrate` then leaves the file as it was (the fuzzer fails on it).
    package var hasOverlaps: Bool {
        let ranges = edits.map(\.range).filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        return zip(ranges, ranges.dropFirst()).contains { $0.upperBound > $1.lowerBound }
    }

    /// The text with every edit applied. Insertions at the same place keep the order they were
    /// made in.
    package func applied() -> String {
        appliedWithChangedLines().text
    }

    /// The text with every edit applied, and the lines of the new text (numbered from 1) that an
    /// edit wrote text on or removed text from: the lines a tool may reflow.
    package func appliedWithChangedLines() -> (text: String, lines: Set<Int>) {
        let original = Array(self.original.utf8)
        let ordered = edits.enumerated().sorted { lhs, rhs in
            lhs.element.range.lowerBound != rhs.element.range.lowerBound
                ? lhs.element.range.lowerBound < rhs.element.range.lowerBound : lhs.offset < rhs.offset
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(original.count)
        var written: [Range<Int>] = []
        var copied = 0
        for (_, edit) in ordered {
            bytes += original[copied..<max(copied, edit.range.lowerBound)]
            let start = bytes.count
            bytes += Array(edit.text.utf8)
            written.append(start..<bytes.count)
            copied = max(copied, edit.range.upperBound)
        }
        bytes += original[copied...]
        var lines: Set<Int> = []
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        func line(of offset: Int) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low + 1
        }
        for range in written {
            let last = range.isEmpty ? range.lowerBound : range.upperBound - 1
            lines.formUnion(line(of: range.lowerBound)...line(of: last))
        }
        return (String(decoding: bytes, as: UTF8.self), lines)
    }

    // MARK: - Positions

    /// The start of the line `position` is on.
    package func lineStart(of position: AbsolutePosition) -> AbsolutePosition {
        let bytes = Array(original.utf8)
        var offset = min(position.utf8Offset, bytes.count)
        while offset > 0, bytes[offset - 1] != UInt8(ascii: "\n") { offset -= 1 }
        return AbsolutePosition(utf8Offset: offset)
    }

    /// The range of `node`, widened to its whole lines (indentation and line break) when nothing
    /// else shares them: what removing it without leaving a blank line replaces.
    package func wholeLines(of node: some SyntaxProtocol) -> Range<Int> {
        let bytes = Array(original.utf8)
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let lineStart = lineStart(of: node.positionAfterSkippingLeadingTrivia).utf8Offset
        var after = end
        while after < bytes.count, isSpace(bytes[after]) { after += 1 }
        if bytes[lineStart..<start].allSatisfy(isSpace), after == bytes.count || bytes[after] == UInt8(ascii: "\n") {
            start = lineStart
            end = min(after + 1, bytes.count)
        }
        return start..<end
    }

    /// The spaces and tabs at the start of the line `position` is on.
    package func indentation(of position: AbsolutePosition) -> String {
        let bytes = Array(original.utf8)
        var offset = lineStart(of: position).utf8Offset
        var indent = ""
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
            indent.append(Character(UnicodeScalar(bytes[offset])))
            offset += 1
        }
        return indent
    }

    /// The line before the one `position` is on, trimmed: whether a blank line is needed.
    func previousLine(of position: AbsolutePosition) -> Substring {
        let start = lineStart(of: position).utf8Offset
        guard start > 0 else { return "" }
        let before = String(decoding: Array(original.utf8)[..<(start - 1)], as: UTF8.self)
        let line = before.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return line.drop { $0 == " " || $0 == "\t" }
    }

    /// Inserts `lines` (already indented for a member) as the last members of `block`, after a
    /// blank line unless the block is empty.
    package mutating func appendMembers(_ lines: [String], to block: MemberBlockSyntax) {
        appendLines(lines, before: block.rightBrace)
    }

    /// Inserts `lines` (already indented for a statement) at the end of a body, as
    /// ``appendMembers(_:to:)`` does for a type's members.
    package mutating func appendStatements(_ lines: [String], to body: CodeBlockSyntax) {
        appendLines(lines, before: body.rightBrace, blankLineBefore: false)
    }

    /// Inserts `lines` before the closing brace `rightBrace`, on lines of their own; after a
    /// blank line, for members.
    private mutating func appendLines(_ lines: [String], before rightBrace: TokenSyntax, blankLineBefore: Bool = true) {
        let brace = rightBrace.positionAfterSkippingLeadingTrivia
        let position = lineStart(of: brace)
        let beforeBrace = Array(original.utf8)[position.utf8Offset..<brace.utf8Offset]
        if beforeBrace.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
            // `{}` or `{ … }` on one line: the members go on lines of their own, and the brace
            // after them, at the declaration's indentation.
            insert("\n" + lines.joined(separator: "\n") + "\n" + indentation(of: brace), at: brace)
            return
        }
        let previous = previousLine(of: brace)
        let separator = !blankLineBefore || previous.isEmpty || previous.hasSuffix("{") ? "" : "\n"
        insert(separator + lines.joined(separator: "\n") + "\n", at: position)
    }

    /// Inserts `lines` as the first members of `block`, followed by a blank line.
    package mutating func prependMembers(_ lines: [String], to block: MemberBlockSyntax) {
        insert("\n" + lines.joined(separator: "\n") + "\n", at: block.leftBrace.endPosition)
    }

    /// Adds `name` to what a declaration inherits or conforms to.
    package mutating func addInherited(_ name: String, clause: InheritanceClauseSyntax?, after nameToken: TokenSyntax) {
        if let last = clause?.inheritedTypes.last {
            insert(", \(name)", at: last.type.endPositionBeforeTrailingTrivia)
        } else {
            insert(": \(name)", at: nameToken.endPositionBeforeTrailingTrivia)
        }
    }

    /// Adds an argument or parameter after the last of a list, on the same line or, when the
    /// list has one element a line, on a line of its own.
    package mutating func appendListElement<Element: SyntaxProtocol>(
        _ text: String, after last: Element?, hasTrailingComma: Bool, closing: TokenSyntax
    ) {
        guard let last else {
            insert(text, at: closing.positionAfterSkippingLeadingTrivia)
            return
        }
        let onOwnLines = closing.leadingTrivia.contains { $0.isNewline } || last.leadingTrivia.contains { $0.isNewline }
        if onOwnLines {
            let indent = indentation(of: last.positionAfterSkippingLeadingTrivia)
            let comma = hasTrailingComma ? "," : ""
            insert(
                (hasTrailingComma ? "" : ",") + "\n\(indent)\(text)\(comma)", at: last.endPositionBeforeTrailingTrivia)
        } else {
            insert(hasTrailingComma ? " \(text)," : ", \(text)", at: last.endPositionBeforeTrailingTrivia)
        }
    }
}
