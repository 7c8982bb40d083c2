import Foundation

/// Reads what ``RecordWriter`` wrote, field by field in the order written. Bytes that end early
/// or hold what no writer writes throw ``RecordReader/Malformed``.
package struct RecordReader {
    /// The bytes are not a record of the type read.
    package struct Malformed: Error, CustomStringConvertible {
        package var offset: Int
        package init(offset: Int) { self.offset = offset }
        package var description: String { "not a cache record (at byte \(offset))" }
    }

    private let bytes: UnsafeRawBufferPointer
    private var offset = 0
    /// The file a location written as a mark names (``RecordWriter/file``).
    package var file = ""

    /// Reads `data` with `read`, which must use every byte.
    package static func read<Value>(_ data: Data, _ read: (inout RecordReader) throws -> Value) throws -> Value {
        try data.withUnsafeBytes { bytes in
            var reader = RecordReader(bytes: bytes)
            let value = try read(&reader)
            guard reader.offset == bytes.count else { throw Malformed(offset: reader.offset) }
            return value
        }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    private mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Malformed(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    package mutating func int() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Malformed(offset: offset) }
            value |= UInt64(next & 0x7f) << shift
            if next < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))))
    }

    package mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Malformed(offset: offset - 1)
        }
    }

    package mutating func string() throws -> String {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw Malformed(offset: offset) }
        defer { offset += count }
        // Copied in one piece: `String(decoding:as:)`, generic over its collection, was a tenth
        // of a run that read every entry, in the debug build a plugin runs.
        guard let base = bytes.baseAddress, count > 0 else { return "" }
        let start = base + offset
        return String(unsafeUninitializedCapacity: count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(start: start, count: count))
            return count
        }
    }

    package mutating func strings() throws -> [String] {
        try array { try $0.string() }
    }

    package mutating func location() throws -> FileLocation {
        let file = try bool() ? try string() : self.file
        return FileLocation(file: file, line: try int(), column: try int())
    }

    /// The elements written by ``RecordWriter/array(_:_:)``, each read by `read`.
    package mutating func array<Element>(_ read: (inout RecordReader) throws -> Element) throws -> [Element] {
        let count = try int()
        // Each element takes a byte at least: a count beyond the bytes left is not a record.
        guard count >= 0, count <= bytes.count - offset else { throw Malformed(offset: offset) }
        // Most arrays of a record are empty (a requirement's `#if` conditions): an empty one
        // asks the runtime for no metadata and reserves nothing, in the debug build a plugin runs.
        if count == 0 { return [] }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try read(&self)) }
        return elements
    }
}
