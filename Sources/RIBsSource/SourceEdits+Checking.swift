import SwiftSyntax

/// What `ribs migrate` asks of a file's edits before it writes: where a place of the original
/// lands once they are applied, and whether the result still parses.
extension SourceEdits {
    /// Where the byte at `offset` of the original text is in the edited text. A place inside a
    /// replaced range lands at the start of its replacement; text inserted exactly at `offset`
    /// comes before it.
    package func editedOffset(ofOriginal offset: Int) -> Int {
        var shift = 0
        for edit in edits {
            if edit.range.isEmpty {
                if edit.range.lowerBound <= offset { shift += edit.text.utf8.count }
            } else if edit.range.upperBound <= offset {
                shift += edit.text.utf8.count - edit.range.count
            } else if edit.range.lowerBound < offset {
                // Inside a replaced range: the start of what replaced it.
                return editedOffset(ofOriginal: edit.range.lowerBound)
            }
        }
        return offset + shift
    }

    /// Where the byte at `offset` of the edited text came from in the original: a byte an edit
    /// wrote lands at the start of the range it replaced.
    package func originalOffset(ofEdited offset: Int) -> Int {
        let ordered = edits.enumerated().sorted {
            $0.element.range.lowerBound != $1.element.range.lowerBound
                ? $0.element.range.lowerBound < $1.element.range.lowerBound : $0.offset < $1.offset
        }
        var shift = 0
        var copied = 0
        for (_, edit) in ordered {
            let start = max(copied, edit.range.lowerBound)
            // Bytes copied from the original before this edit's text.
            if offset < start + shift { return offset - shift }
            let written = edit.text.utf8.count
            if offset < start + shift + written { return edit.range.lowerBound }
            shift += written - (max(copied, edit.range.upperBound) - start)
            copied = max(copied, edit.range.upperBound)
        }
        return offset - shift
    }

    /// The start of the line after the one `position` is on (the end of the text if it is the
    /// last).
    package func nextLineStart(after position: AbsolutePosition) -> AbsolutePosition {
        let bytes = Array(original.utf8)
        var offset = min(position.utf8Offset, bytes.count)
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
        return AbsolutePosition(utf8Offset: min(offset + 1, bytes.count))
    }

    /// The edit that leaves the edited text (these edits applied), parsed as `tree`, unparsable,
    /// and where it is in the original: the last edit that starts before the first parse error.
    /// `nil` when it parses.
    package func firstChangeThatBreaksParsing(in tree: SourceFileSyntax) -> (
        offset: Int, line: Int, column: Int, change: String
    )? {
        guard let errorOffset = ParseErrors.firstErrorOffset(in: tree) else { return nil }
        let ordered = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        let culprit =
            ordered.last { editedOffset(ofOriginal: $0.range.lowerBound) <= errorOffset } ?? ordered.first
        guard let culprit else { return (0, 1, 1, "the file") }
        let bytes = Array(original.utf8)
        let before = String(decoding: bytes[culprit.range.clamped(to: 0..<bytes.count)], as: UTF8.self)
        let place = LineTable(original).location(ofUTF8Offset: culprit.range.lowerBound)
        return (
            culprit.range.lowerBound, place.line, place.column,
            "`\(Self.shown(before))` as `\(Self.shown(culprit.text))`"
        )
    }

    /// A snippet of code on one line, shortened: for a message.
    private static func shown(_ code: String) -> String {
        let oneLine = code.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(while: \.isWhitespace) }
            .joined(separator: " ⏎ ")
        return oneLine.count > 60 ? String(oneLine.prefix(57)) + "…" : oneLine
    }
}
