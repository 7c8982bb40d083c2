import Foundation

/// The `Decoder` of one composite value's body.
struct CompactDecoding: Decoder {
    let reader: CompactReader
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try CompactKeyedDecoding<Key>(reader: reader, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecoding(reader: reader, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleValueDecoding(reader: reader, codingPath: codingPath)
    }
}

/// A keyed body, its keys found once: a key is looked for by name, in any order, compared with
/// the bytes in place (a string made for every key was a tenth of a debug `ribs deps` run after
/// an edit).
struct CompactKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: CompactReader
    let codingPath: [any CodingKey]
    // Where each key's bytes start and end, and where its value starts: arrays of `Int`, which a
    // debug build walks without asking the runtime for an element type's metadata (looking keys
    // up in an array of tuples was a sixth of a debug `ribs deps` run after an edit).
    private var keyStarts: [Int] = []
    private var keyEnds: [Int] = []
    private var values: [Int] = []

    init(reader: CompactReader, codingPath: [any CodingKey]) throws {
        self.reader = reader
        self.codingPath = codingPath
        var cursor = reader
        while cursor.position < cursor.end {
            let key = try cursor.textRange(codingPath)
            keyStarts.append(key.lowerBound)
            keyEnds.append(key.upperBound)
            values.append(cursor.position)
            try cursor.skip(codingPath)
        }
    }

    var allKeys: [Key] {
        keyStarts.indices.compactMap { index in
            let bytes = UnsafeRawBufferPointer(rebasing: reader.bytes[keyStarts[index]..<keyEnds[index]])
            return Key(stringValue: String(decoding: bytes, as: UTF8.self))
        }
    }

    func contains(_ key: Key) -> Bool { position(of: key.stringValue) != nil }

    /// Where the value of the key named `name` starts.
    private func position(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { wanted -> Int? in
            var index = 0
            while index < values.count {
                let start = keyStarts[index]
                if keyEnds[index] - start == wanted.count
                    && (wanted.isEmpty
                        || memcmp(reader.bytes.baseAddress! + start, wanted.baseAddress!, wanted.count) == 0)
                {
                    return values[index]
                }
                index += 1
            }
            return nil
        }
    }

    /// A reader at `key`'s value.
    private func value(_ key: Key) throws -> CompactReader {
        guard let position = position(of: key.stringValue) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for \(key.stringValue)"))
        }
        return CompactReader(bytes: reader.bytes, position: position, end: reader.end)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).peek() == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        var reader = try value(key)
        return try reader.decodeBool(codingPath + [key])
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        var reader = try value(key)
        return try reader.decodeString(codingPath + [key])
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        var reader = try value(key)
        return try reader.decodeDouble(codingPath + [key])
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try decode(Double.self, forKey: key)) }

    func decode<T: FixedWidthInteger & Decodable>(integer type: T.Type, forKey key: Key) throws -> T {
        var reader = try value(key)
        // The path is made only for an error: made for every value, it was a tenth of a debug
        // `ribs deps` run after an edit.
        return T.isSigned
            ? try CompactReader.exactly(try reader.decodeInt(codingPath + [key]), codingPath + [key])
            : try CompactReader.exactly(try reader.decodeUInt(codingPath + [key]), codingPath + [key])
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(integer: type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(integer: type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(integer: type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(integer: type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(integer: type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(integer: type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(integer: type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(integer: type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(integer: type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(integer: type, forKey: key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        var reader = try value(key)
        return try reader.decodeValue(type, codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        var reader = try value(key)
        let path = codingPath + [key]
        return KeyedDecodingContainer(
            try CompactKeyedDecoding<NestedKey>(reader: try reader.body(path), codingPath: path))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        var reader = try value(key)
        let path = codingPath + [key]
        return try CompactUnkeyedDecoding(reader: try reader.body(path), codingPath: path)
    }

    func superDecoder() throws -> any Decoder {
        guard let position = position(of: "super") else {
            throw CompactReader.corrupt(codingPath, "no super")
        }
        var reader = CompactReader(bytes: reader.bytes, position: position, end: reader.end)
        return CompactDecoding(reader: try reader.body(codingPath), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        var reader = try value(key)
        return CompactDecoding(reader: try reader.body(codingPath + [key]), codingPath: codingPath + [key])
    }
}

/// An unkeyed body, read in order.
struct CompactUnkeyedDecoding: UnkeyedDecodingContainer {
    var reader: CompactReader
    let codingPath: [any CodingKey]
    let count: Int?
    private(set) var currentIndex = 0

    init(reader: CompactReader, codingPath: [any CodingKey]) throws {
        self.reader = reader
        self.codingPath = codingPath
        var cursor = reader
        var count = 0
        while cursor.position < cursor.end {
            try cursor.skip(codingPath)
            count += 1
        }
        self.count = count
    }

    var isAtEnd: Bool { reader.position >= reader.end }

    /// Reads the next value with `read`, given the reader and the coding path.
    mutating func next<T>(_ read: (inout CompactReader, [any CodingKey]) throws -> T) throws -> T {
        guard !isAtEnd else { throw CompactReader.corrupt(codingPath, "no more values") }
        var cursor = reader
        let value = try read(&cursor, codingPath)
        reader = cursor
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard reader.peek() == .null else { return false }
        try next { reader, path in try reader.skip(path) }
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next { reader, path in try reader.decodeBool(path) } }
    mutating func decode(_ type: String.Type) throws -> String {
        try next { reader, path in try reader.decodeString(path) }
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        try next { reader, path in try reader.decodeDouble(path) }
    }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    mutating func decode<T: FixedWidthInteger & Decodable>(integer type: T.Type) throws -> T {
        try next { reader, path in
            T.isSigned
                ? try CompactReader.exactly(try reader.decodeInt(path), path)
                : try CompactReader.exactly(try reader.decodeUInt(path), path)
        }
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try decode(integer: type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decode(integer: type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decode(integer: type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decode(integer: type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decode(integer: type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decode(integer: type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(integer: type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(integer: type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(integer: type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(integer: type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next { reader, path in try reader.decodeValue(type, codingPath: path) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next { reader, path in
            KeyedDecodingContainer(try CompactKeyedDecoding<NestedKey>(reader: try reader.body(path), codingPath: path))
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next { reader, path in try CompactUnkeyedDecoding(reader: try reader.body(path), codingPath: path) }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next { reader, path in CompactDecoding(reader: try reader.body(path), codingPath: path) }
    }
}

/// A body that holds one value (a type that encodes through a single-value container).
struct CompactSingleValueDecoding: SingleValueDecodingContainer {
    let reader: CompactReader
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { reader.peek() == .null }

    private func read<T>(_ read: (inout CompactReader) throws -> T) throws -> T {
        var reader = reader
        return try read(&reader)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try read { try $0.decodeBool(codingPath) } }
    func decode(_ type: String.Type) throws -> String { try read { try $0.decodeString(codingPath) } }
    func decode(_ type: Double.Type) throws -> Double { try read { try $0.decodeDouble(codingPath) } }
    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode<T: FixedWidthInteger & Decodable>(integer type: T.Type) throws -> T {
        try read { reader in
            T.isSigned
                ? try CompactReader.exactly(try reader.decodeInt(codingPath), codingPath)
                : try CompactReader.exactly(try reader.decodeUInt(codingPath), codingPath)
        }
    }

    func decode(_ type: Int.Type) throws -> Int { try decode(integer: type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decode(integer: type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decode(integer: type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decode(integer: type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decode(integer: type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decode(integer: type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(integer: type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(integer: type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(integer: type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(integer: type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try read { try $0.decodeValue(type, codingPath: codingPath) }
    }
}
