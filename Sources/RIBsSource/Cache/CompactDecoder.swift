import Foundation

/// Reads what ``CompactEncoder`` wrote. Bytes that are not such an encoding of the type asked
/// for (another version's, cut short) throw; the caches then parse the file again.
package struct CompactDecoder {
    package init() {}

    package func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { raw in
            var reader = CompactReader(bytes: raw, position: 0, end: raw.count)
            let value = try reader.decodeValue(T.self, codingPath: [])
            guard reader.position == reader.end else { throw CompactReader.corrupt([], "bytes after the value") }
            return value
        }
    }
}

/// A cursor over the bytes of one body, and what reads a value at it.
struct CompactReader {
    let bytes: UnsafeRawBufferPointer
    var position: Int
    let end: Int

    static func corrupt(_ codingPath: [any CodingKey], _ what: String) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(codingPath: codingPath, debugDescription: "not a compact encoding: \(what)"))
    }

    mutating func byte(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> UInt8 {
        guard position < end else { throw Self.corrupt(codingPath(), "cut short") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func integer<T: FixedWidthInteger>(_ type: T.Type, _ codingPath: @autoclosure () -> [any CodingKey]) throws
        -> T
    {
        let size = MemoryLayout<T>.size
        guard position + size <= end else { throw Self.corrupt(codingPath(), "cut short") }
        defer { position += size }
        return T(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: T.self))
    }

    mutating func text(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        let range = try textRange(codingPath())
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Where a string's UTF-8 is, without making the string: a key, compared in place.
    mutating func textRange(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> Range<Int> {
        let count = Int(try integer(UInt32.self, codingPath()))
        guard position + count <= end else { throw Self.corrupt(codingPath(), "cut short") }
        defer { position += count }
        return position..<position + count
    }

    mutating func tag(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> CompactTag {
        guard let tag = CompactTag(rawValue: try byte(codingPath())) else {
            throw Self.corrupt(codingPath(), "unknown tag")
        }
        return tag
    }

    mutating func expect(_ wanted: CompactTag, _ codingPath: @autoclosure () -> [any CodingKey]) throws {
        let found = try tag(codingPath())
        guard found == wanted else { throw Self.corrupt(codingPath(), "\(wanted) expected, \(found) found") }
    }

    /// The next value's tag, not read.
    func peek() -> CompactTag? {
        position < end ? CompactTag(rawValue: bytes[position]) : nil
    }

    /// A composite's body, as a reader of its own; this one moves past it.
    mutating func body(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> CompactReader {
        try expect(.composite, codingPath())
        let count = Int(try integer(UInt32.self, codingPath()))
        guard position + count <= end else { throw Self.corrupt(codingPath(), "cut short") }
        defer { position += count }
        return CompactReader(bytes: bytes, position: position, end: position + count)
    }

    /// Moves past one value.
    mutating func skip(_ codingPath: @autoclosure () -> [any CodingKey]) throws {
        switch try tag(codingPath()) {
        case .null, .false, .true: break
        case .int, .uint, .double: position += 8
        case .string: _ = try text(codingPath())
        case .composite: position += Int(try integer(UInt32.self, codingPath()))
        }
        guard position <= end else { throw Self.corrupt(codingPath(), "cut short") }
    }

    mutating func decodeBool(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
        switch try tag(codingPath()) {
        case .true: return true
        case .false: return false
        default: throw Self.corrupt(codingPath(), "a Boolean expected")
        }
    }

    mutating func decodeInt(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> Int64 {
        switch try tag(codingPath()) {
        case .int: return Int64(bitPattern: try integer(UInt64.self, codingPath()))
        case .uint:
            let value = try integer(UInt64.self, codingPath())
            guard value <= UInt64(Int64.max) else { throw Self.corrupt(codingPath(), "an integer out of range") }
            return Int64(value)
        default: throw Self.corrupt(codingPath(), "an integer expected")
        }
    }

    mutating func decodeUInt(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> UInt64 {
        switch try tag(codingPath()) {
        case .uint: return try integer(UInt64.self, codingPath())
        case .int:
            let value = Int64(bitPattern: try integer(UInt64.self, codingPath()))
            guard value >= 0 else { throw Self.corrupt(codingPath(), "an integer out of range") }
            return UInt64(value)
        default: throw Self.corrupt(codingPath(), "an integer expected")
        }
    }

    mutating func decodeDouble(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> Double {
        try expect(.double, codingPath())
        return Double(bitPattern: try integer(UInt64.self, codingPath()))
    }

    mutating func decodeString(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        try expect(.string, codingPath())
        return try text(codingPath())
    }

    /// A value of any type, as ``CompactNode/encodeComposite(_:codingPath:)`` wrote it.
    mutating func decodeValue<T: Decodable>(_ type: T.Type, codingPath: @autoclosure () -> [any CodingKey]) throws -> T
    {
        if T.self == String.self { return try decodeString(codingPath()) as! T }
        if T.self == Bool.self { return try decodeBool(codingPath()) as! T }
        if T.self == Int.self { return Int(try decodeInt(codingPath())) as! T }
        if T.self == Double.self { return try decodeDouble(codingPath()) as! T }
        if T.self == FileLocation.self { return try decodeLocation(codingPath()) as! T }
        let reader = try body(codingPath())
        return try T(from: CompactDecoding(reader: reader, codingPath: codingPath()))
    }

    /// A location as ``CompactNode`` writes it: its file, line and column in a composite, without
    /// keys. Every declaration, requirement and diagnostic has one: read through a keyed
    /// container, they were a seventh of a debug `ribs deps` run after an edit.
    mutating func decodeLocation(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> FileLocation {
        var body = try body(codingPath())
        let location = FileLocation(
            file: try body.decodeString(codingPath()), line: Int(try body.decodeInt(codingPath())),
            column: Int(try body.decodeInt(codingPath())))
        guard body.position == body.end else { throw Self.corrupt(codingPath(), "a location expected") }
        return location
    }

    /// Narrows an integer to `T`, or throws.
    static func exactly<T: FixedWidthInteger>(
        _ value: some BinaryInteger, _ codingPath: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        guard let narrowed = T(exactly: value) else { throw corrupt(codingPath(), "an integer out of range") }
        return narrowed
    }
}
