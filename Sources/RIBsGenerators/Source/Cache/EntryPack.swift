import Foundation

/// A cache's entries in one file: a run reads one file and writes at most one, where a file an
/// entry cost an `open` each way (and, on ext4, a scan for a free inode at each create: a quarter
/// of a cached clean run of `ribs mock` on 2,000 files).
///
/// The format: a first line naming it, then each entry as its key's and its data's lengths
/// (32 bits, little-endian) each followed by the bytes. A file that does not read so is empty:
/// the cache only ever saves work.
enum EntryPack {
    static let header = Data("ribs entry pack 1\n".utf8)

    static func read(_ url: URL) -> [String: Data] {
        guard let data = try? Data(contentsOf: url), data.starts(with: header) else { return [:] }
        var entries: [String: Data] = [:]
        var position = header.count
        func length() -> Int? {
            guard position + 4 <= data.count else { return nil }
            defer { position += 4 }
            return Int(
                data.withUnsafeBytes {
                    UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: UInt32.self))
                })
        }
        while position < data.count {
            guard let keyCount = length(), position + keyCount <= data.count else { return [:] }
            let key = String(
                decoding: data[data.startIndex + position..<data.startIndex + position + keyCount], as: UTF8.self)
            position += keyCount
            guard let valueCount = length(), position + valueCount <= data.count else { return [:] }
            entries[key] = data.subdata(in: data.startIndex + position..<data.startIndex + position + valueCount)
            position += valueCount
        }
        return entries
    }

    /// Writes `entries` whole, or leaves the file as it was.
    static func write(_ entries: [String: Data], to url: URL) {
        var data = header
        for key in entries.keys.sorted() {
            let keyBytes = Data(key.utf8)
            let value = entries[key]!
            withUnsafeBytes(of: UInt32(keyBytes.count).littleEndian) { data.append(contentsOf: $0) }
            data.append(keyBytes)
            withUnsafeBytes(of: UInt32(value.count).littleEndian) { data.append(contentsOf: $0) }
            data.append(value)
        }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}
