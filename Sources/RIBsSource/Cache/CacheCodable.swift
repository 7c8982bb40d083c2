import Foundation

/// A result ``ParseCache`` keeps: how it is written to the cache and read back.
///
/// A `Codable` type gets ``CompactEncoder`` and ``CompactDecoder``, and no bytes lines aside (a
/// cache that keeps them then finds no run by them). A type read back in bulk on
/// a plugin's everyday run writes its own record instead (``DepsSource``: a build after a
/// declaration changed reads every file's entry, and `Codable`'s generic containers, in the
/// debug build a build plugin runs, took nearly half of such a run).
package protocol CacheCodable: Sendable {
    /// The value's bytes, and with `linesAside` the same bytes with each location's line and
    /// column left out: what an edit that only moves declarations up or down leaves as it was.
    func cacheEncoding(linesAside: Bool) throws -> (encoding: Data, linesAside: Data?)

    /// The value `cacheEncoding(linesAside:)` wrote; throws for any other bytes (another
    /// version's, cut short), which the cache treats as a miss.
    init(cacheEncoding: Data) throws
}

extension CacheCodable where Self: Codable {
    package func cacheEncoding(linesAside: Bool) throws -> (encoding: Data, linesAside: Data?) {
        (try CompactEncoder().encode(self), nil)
    }

    package init(cacheEncoding data: Data) throws {
        self = try CompactDecoder().decode(Self.self, from: data)
    }
}
