/// Line and column of a UTF-8 offset, from the positions of the line breaks: what
/// `SourceLocationConverter` gives, without its walk over every token of the tree.
package struct LineTable {
    private let lineStarts: [Int]

    package init(_ source: String) {
        var starts = [0]
        var offset = 0
        for byte in source.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// 1-based line and UTF-8 column.
    package func location(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
