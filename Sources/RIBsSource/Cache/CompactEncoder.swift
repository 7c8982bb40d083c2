import Foundation

/// Encodes a `Codable` value into a compact binary form for the tools' caches (``ParseCache``),
/// which ``CompactDecoder`` reads back. `JSONEncoder` made a cached clean run of `ribs mock` in
/// release twice as slow as one without the cache: formatting text, and escaping it, for values
/// that only this tool reads again.
///
/// A value is a tag byte and its payload: nil, a Boolean, a 64-bit integer or float, a string
/// (a 32-bit length and UTF-8), or a composite (a 32-bit length and its body). A keyed body is
/// a sequence of keys (length and UTF-8) each followed by its value; an unkeyed body, a
/// sequence of values. The same value gives the same bytes (a key's position follows the order
/// the type encodes in), which a run's key relies on.
package struct CompactEncoder {
    package init() {}

    package func encode(_ value: some Encodable) throws -> Data {
        let node = CompactNode()
        try node.encodeComposite(value, codingPath: [])
        return Data(node.flattened())
    }
}

enum CompactTag: UInt8 {
    case null = 0
    case `false`, `true`, int, uint, double, string, composite
}

/// What one composite value wrote: its own bytes, and the nested containers still open, each to
/// be inserted, with its length, where it was made.
final class CompactNode {
    private var bytes: [UInt8] = []
    private var pending: [(offset: Int, node: CompactNode)] = []

    /// The body with every nested container in its place.
    func flattened() -> [UInt8] {
        guard !pending.isEmpty else { return bytes }
        var result: [UInt8] = []
        var start = 0
        for entry in pending {
            result += bytes[start..<entry.offset]
            let body = entry.node.flattened()
            result.append(CompactTag.composite.rawValue)
            Self.append(UInt32(body.count), to: &result)
            result += body
            start = entry.offset
        }
        result += bytes[start...]
        return result
    }

    /// A node that writes as this one does, for a body written in later with ``writeComposite(_:)``.
    func detached() -> CompactNode { CompactNode() }

    /// A nested container's node, inserted here when the body is flattened.
    func nested() -> CompactNode {
        let node = CompactNode()
        pending.append((bytes.count, node))
        return node
    }

    func write(_ tag: CompactTag) { append(tag.rawValue) }

    func write(_ value: Int64) {
        write(.int)
        append(UInt64(bitPattern: value))
    }

    func write(_ value: UInt64) {
        write(.uint)
        append(value)
    }

    func write(_ value: Double) {
        write(.double)
        append(value.bitPattern)
    }

    func write(_ value: String) {
        write(.string)
        writeText(value)
    }

    /// A string without its tag: a key.
    func writeText(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            append(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// `value` as a composite: its encoding in a node of its own, inserted with its length.
    func encodeComposite(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let value as String: write(value)
        case let value as Bool: write(value ? .true : .false)
        case let value as Int: write(Int64(value))
        case let value as Double: write(value)
        case let value as any CompactCanonical: try value.encodeCanonically(into: self, codingPath: codingPath)
        case let value as FileLocation:
            // File, line and column without keys (``CompactReader/decodeLocation(_:)``).
            let full = CompactNode()
            full.write(value.file)
            full.write(Int64(value.line))
            full.write(Int64(value.column))
            writeComposite(full)
        default:
            let node = CompactNode()
            try value.encode(to: CompactEncoding(node: node, codingPath: codingPath))
            writeComposite(node)
        }
    }

    /// `node`'s body as a composite.
    func writeComposite(_ node: CompactNode) {
        let body = node.flattened()
        write(.composite)
        Self.append(UInt32(body.count), to: &bytes)
        bytes += body
    }

    private func append(_ byte: UInt8) { bytes.append(byte) }

    private func append<T: FixedWidthInteger>(_ value: T) { Self.append(value, to: &bytes) }

    static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// A value whose `Encodable` writes in an order that changes from one process to the next (a
/// dictionary's or a set's, which follow their hash seeds): written sorted instead, so that the
/// same value gives the same bytes. Decoding does not care for the order.
protocol CompactCanonical {
    func encodeCanonically(into node: CompactNode, codingPath: [any CodingKey]) throws
}

extension Dictionary: CompactCanonical where Key == String, Value: Encodable {
    func encodeCanonically(into node: CompactNode, codingPath: [any CodingKey]) throws {
        let body = node.detached()
        for key in keys.sorted() {
            body.writeText(key)
            try body.encodeComposite(self[key]!, codingPath: codingPath)
        }
        node.writeComposite(body)
    }
}

extension Set: CompactCanonical where Element == String {
    func encodeCanonically(into node: CompactNode, codingPath: [any CodingKey]) throws {
        let body = node.detached()
        for element in sorted() { body.write(element) }
        node.writeComposite(body)
    }
}

/// The `Encoder` of one composite value.
struct CompactEncoding: Encoder {
    let node: CompactNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CompactKeyedEncoding<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactUnkeyedEncoding(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactUnkeyedEncoding(node: node, codingPath: codingPath)
    }
}
