import Foundation

/// A cache's entries in one file: a run reads one file and writes at most one, where a file an
/// entry cost an `open` each way (and, on ext4, a scan for a free inode at each create: a quarter
/// of a cached clean run of `ribs mock` on 2,000 files).
///
/// A run after a one-file edit changes one or two entries of thousands, so the file grows by
/// appending: the changed entries, and a removal for each entry gone. A later record of a key
/// replaces an earlier one. When the file would hold more than twice what it is worth, it is
/// written again whole. Rewriting it every time cost more than the rest of such a run (the
/// rendered mocks of the realistic corpus are 85 MB).
///
/// The format: a first line naming it, then each record as its key's length (32 bits,
/// little-endian) and bytes, then its data's length and bytes, or `0xFFFF_FFFF` and nothing for
/// a removal. A file that does not read so is empty: the cache only ever saves work.
package enum EntryPack {
    static let header = Data("ribs entry pack 2\n".utf8)
    private static let removal = UInt32.max

    /// What the file at `url` holds, and its size.
    package static func read(_ url: URL) -> (entries: [String: Data], size: Int) {
        guard let data = try? Data(contentsOf: url), data.starts(with: header) else { return ([:], 0) }
        var entries: [String: Data] = [:]
        var position = header.count
        func length() -> UInt32? {
            guard position + 4 <= data.count else { return nil }
            defer { position += 4 }
            return data.withUnsafeBytes {
                UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: UInt32.self))
            }
        }
        while position < data.count {
            guard let keyCount = length().map(Int.init), position + keyCount <= data.count else { return ([:], 0) }
            let key = String(
                decoding: data[data.startIndex + position..<data.startIndex + position + keyCount], as: UTF8.self)
            position += keyCount
            guard let valueCount = length() else { return ([:], 0) }
            if valueCount == removal {
                entries[key] = nil
                continue
            }
            guard position + Int(valueCount) <= data.count else { return ([:], 0) }
            // A slice, not a copy: the entries share the file's bytes.
            entries[key] = data[data.startIndex + position..<data.startIndex + position + Int(valueCount)]
            position += Int(valueCount)
        }
        return (entries, data.count)
    }

    /// Brings the file at `url`, which held `old` in `size` bytes, to hold `new`: by appending
    /// what changed, or by writing it whole when appending would leave it more than twice the
    /// size of what it holds. Leaves it as it was when the write fails.
    package static func update(_ url: URL, from old: [String: Data], size: Int, to new: [String: Data]) {
        var changes = Data()
        // Only what changed is sorted: a one-file edit changes two keys of thousands.
        for key in new.keys.filter({ old[$0] != new[$0] }).sorted() { append(key, new[key], to: &changes) }
        for key in old.keys.filter({ new[$0] == nil }).sorted() { append(key, nil, to: &changes) }
        guard !changes.isEmpty else { return }
        let worth = new.reduce(header.count) { $0 + 8 + $1.key.utf8.count + $1.value.count }
        guard size > 0, size + changes.count <= 2 * worth, let file = try? FileHandle(forWritingTo: url) else {
            return write(new, to: url)
        }
        defer { try? file.close() }
        do {
            try file.seekToEnd()
            try file.write(contentsOf: changes)
        } catch {
            // A record cut short makes the file read as empty: a miss, never a wrong entry.
        }
    }

    /// Writes `entries` whole, or leaves the file as it was.
    package static func write(_ entries: [String: Data], to url: URL) {
        var data = header
        for key in entries.keys.sorted() { append(key, entries[key], to: &data) }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    private static func append(_ key: String, _ value: Data?, to data: inout Data) {
        let keyBytes = Data(key.utf8)
        withUnsafeBytes(of: UInt32(keyBytes.count).littleEndian) { data.append(contentsOf: $0) }
        data.append(keyBytes)
        withUnsafeBytes(of: (value.map { UInt32($0.count) } ?? removal).littleEndian) { data.append(contentsOf: $0) }
        if let value { data.append(value) }
    }
}
