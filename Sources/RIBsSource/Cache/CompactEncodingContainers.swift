import Foundation

/// A keyed body: each key, then its value.
struct CompactKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: CompactNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.writeText(key.stringValue)
        node.write(.null)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        node.writeText(key.stringValue)
        node.write(value ? .true : .false)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        node.writeText(key.stringValue)
        node.write(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        node.writeText(key.stringValue)
        node.write(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(Double(value), forKey: key) }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        node.writeText(key.stringValue)
        node.write(Int64(value))
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(Int(value), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(Int(value), forKey: key) }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        node.writeText(key.stringValue)
        node.write(value)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(UInt64(value), forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(UInt64(value), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(UInt64(value), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(UInt64(value), forKey: key) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        node.writeText(key.stringValue)
        try node.encodeComposite(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        node.writeText(key.stringValue)
        return KeyedEncodingContainer(
            CompactKeyedEncoding<NestedKey>(node: node.nested(), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        node.writeText(key.stringValue)
        return CompactUnkeyedEncoding(node: node.nested(), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        node.writeText("super")
        return CompactEncoding(node: node.nested(), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        node.writeText(key.stringValue)
        return CompactEncoding(node: node.nested(), codingPath: codingPath + [key])
    }
}

/// An unkeyed body (values one after the other), or a single value.
struct CompactUnkeyedEncoding: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let node: CompactNode
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(node: CompactNode, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    mutating func encodeNil() throws {
        count += 1
        node.write(.null)
    }

    mutating func encode(_ value: Bool) throws {
        count += 1
        node.write(value ? .true : .false)
    }

    mutating func encode(_ value: String) throws {
        count += 1
        node.write(value)
    }

    mutating func encode(_ value: Double) throws {
        count += 1
        node.write(value)
    }

    mutating func encode(_ value: Float) throws { try encode(Double(value)) }

    mutating func encode(_ value: Int) throws {
        count += 1
        node.write(Int64(value))
    }

    mutating func encode(_ value: Int8) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int16) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int32) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int64) throws { try encode(Int(value)) }

    mutating func encode(_ value: UInt64) throws {
        count += 1
        node.write(value)
    }

    mutating func encode(_ value: UInt) throws { try encode(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { try encode(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { try encode(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { try encode(UInt64(value)) }

    mutating func encode(_ value: some Encodable) throws {
        count += 1
        try node.encodeComposite(value, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        count += 1
        return KeyedEncodingContainer(CompactKeyedEncoding<NestedKey>(node: node.nested(), codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return CompactUnkeyedEncoding(node: node.nested(), codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        return CompactEncoding(node: node.nested(), codingPath: codingPath)
    }
}
