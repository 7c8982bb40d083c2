import Foundation

/// Writes a value field by field for a type's own cache record (``CacheCodable``): integers as
/// LEB128 varints, strings as a length and UTF-8, a location's file as a mark when it is the
/// record's own file. ``RecordReader`` reads the fields back in the same order.
package struct RecordWriter {
    private(set) var bytes: [UInt8] = []
    /// Where the lines and columns of locations were written, which the bytes lines aside skip.
    private var lineRanges: [Range<Int>] = []
    /// The file most locations name: written as a mark.
    package var file = ""

    package init() {
        bytes.reserveCapacity(1024)
    }

    package mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        // Zig-zag, so that a small negative number stays short.
        rest = (rest << 1) ^ (value < 0 ? ~0 : 0)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    package mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    package mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    package mutating func location(_ location: FileLocation) {
        if location.file == file {
            bytes.append(0)
        } else {
            bytes.append(1)
            string(location.file)
        }
        let start = bytes.count
        int(location.line)
        int(location.column)
        lineRanges.append(start..<bytes.count)
    }

    /// Each of `values`, after their count.
    package mutating func array<Element>(_ values: [Element], _ write: (inout RecordWriter, Element) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    /// The record, and with `linesAside` its bytes without the lines and columns of locations.
    package func finished(linesAside: Bool) -> (encoding: Data, linesAside: Data?) {
        guard linesAside else { return (Data(bytes), nil) }
        var aside: [UInt8] = []
        aside.reserveCapacity(bytes.count)
        var start = 0
        for range in lineRanges {
            aside.append(contentsOf: bytes[start..<range.lowerBound])
            start = range.upperBound
        }
        aside.append(contentsOf: bytes[start...])
        return (Data(bytes), Data(aside))
    }
}
