import Foundation

/// What a tool found in each source file (`ribs mock`'s protocols, `ribs deps`' components),
/// kept on disk between runs so that a build after a one-file change parses that file alone
/// (RIBsMockPlugin and RIBsDepsPlugin keep it in their work folders).
///
/// An entry is keyed by everything its result depends on: the file's path (its diagnostics name
/// it) and contents, the parser's settings, and the tool that wrote it (`toolIdentity`: a `ribs`
/// built again writes new entries). A renamed file is a new path, a changed one new contents, a
/// protocol moved between files changes both files: each misses, and is parsed again. What the
/// run did not read (a deleted file, an older version of one) is removed when the run ends, so
/// the folder holds one run's entries.
///
/// A run is keyed too, by what every file that holds something (a protocol, an import, an
/// error) holds: ``runKey(configuration:)``. A build after an edit that changes nothing the tool
/// reads (a function's body, a file without protocols) has the key of the run before, and the
/// tool leaves the output that run wrote as it is (``KeptRun``).
///
/// An entry that cannot be read (written by another version, cut short) is a miss, never an
/// error: the cache only ever saves work.
package final class ParseCache<Parsed: CacheCodable>: @unchecked Sendable {
    /// One source's entry: its result, encoded, and the result once decoded (at once for a file
    /// parsed now, on demand for one read from the cache).
    package struct Entry: Sendable {
        let data: Data?
        let parsed: Parsed?
    }

    /// Where the cache lives; a tool may keep more of its own there.
    package let folder: URL
    /// The parser's settings and the tool's identity: what every entry's key holds besides its
    /// file, which a tool keeping more in ``folder`` keys its own records with too.
    package let settings: String
    private let lock = NSLock()
    /// The kept runs this run looked up or wrote.
    private var used: Set<String> = []
    /// What each file that holds something holds, as a digest of its entry, by path.
    private var results: [String: String] = [:]
    /// The same, lines aside (``CacheCodable/cacheEncoding(linesAside:)``), when the cache keeps it.
    private var resultsLinesAside: [String: String] = [:]
    private let keepsLinesAside: Bool
    /// The encoding of a file that holds nothing, which changes no run; nil when every file counts.
    private let empty: Data?
    /// The entries: those the last run kept, and those this run reads or parses.
    private let pack: PackStore

    /// A cache in `folder` for a parser with `settings`, written by the tool `toolIdentity`.
    /// A file whose result is `empty` changes no run's key; without one, every file does. With
    /// `keepingLinesAside`, each entry also keeps the digest of its result lines aside, for
    /// ``runKeyLinesAside(configuration:)``.
    package init(
        folder: URL, settings: String, toolIdentity: String, empty: Parsed? = nil, keepingLinesAside: Bool = false
    ) {
        self.folder = folder
        self.settings = settings + "\u{1}" + toolIdentity
        keepsLinesAside = keepingLinesAside
        self.empty = empty.flatMap { try? $0.cacheEncoding(linesAside: false).encoding }
        pack = PackStore(url: folder.appendingPathComponent("entries.pack"))
    }

    /// The entry of the file at `path` with `text`: read from the cache when it is there (not
    /// decoded yet), else parsed by `parse` and kept. Safe to call from several threads.
    package func entry(path: String, text: String, parsing parse: () -> Parsed) -> Entry {
        let key = Self.key(settings, path, text)
        let linesKey = "lines-" + key
        if let data = pack.data(for: key) {
            let linesAside =
                keepsLinesAside ? pack.data(for: linesKey).map { String(decoding: $0, as: UTF8.self) } : nil
            record(data, linesAside: linesAside, of: path)
            return Entry(data: data, parsed: nil)
        }
        let result = parse()
        let encoded = try? result.cacheEncoding(linesAside: keepsLinesAside)
        guard let encoded else {
            // Not kept, so not known from one run to the next: no run is reused.
            lock.withLock { results[path] = UUID().uuidString }
            return Entry(data: nil, parsed: result)
        }
        let data = encoded.encoding
        let linesAside = encoded.linesAside.map(Self.key)
        pack.keep(data, for: key)
        if let linesAside { pack.keep(Data(linesAside.utf8), for: linesKey) }
        record(data, linesAside: linesAside, of: path)
        return Entry(data: data, parsed: result)
    }

    /// The result an entry holds; `nil` when a kept one cannot be decoded (then parse again).
    package func result(of entry: Entry) -> Parsed? {
        if let parsed = entry.parsed { return parsed }
        return entry.data.flatMap { try? Parsed(cacheEncoding: $0) }
    }

    /// The parse of the file at `path` with `text`, through its entry.
    package func parsed(path: String, text: String, by parse: () -> Parsed) -> Parsed {
        let entry = entry(path: path, text: text, parsing: parse)
        return result(of: entry) ?? parse()
    }

    /// The digest of what the file at `path` held in this run; `nil` when it holds nothing or
    /// was not read.
    package func digest(of path: String) -> String? {
        lock.withLock { results[path] }
    }

    private func record(_ data: Data, linesAside: String?, of path: String) {
        guard data != empty else { return }
        let digest = Self.key(data)
        lock.withLock {
            results[path] = digest
            // A file whose digest lines aside is not known matches no run.
            if keepsLinesAside { resultsLinesAside[path] = linesAside ?? UUID().uuidString }
        }
    }

    /// The key of a run over the files read so far with `configuration` (the generator's other
    /// settings): what every file that holds something holds, by path. A file that holds
    /// nothing (no protocol) changes no run.
    package func runKey(configuration: String) -> String {
        Self.runKey("run", settings, configuration, lock.withLock { results })
    }

    /// The same, with what each file holds taken wherever it stands in the file: for a tool
    /// whose output names no line. `nil` unless the cache was made `keepingLinesAside`.
    package func runKeyLinesAside(configuration: String) -> String? {
        guard keepsLinesAside else { return nil }
        return Self.runKey("run lines aside", settings, configuration, lock.withLock { resultsLinesAside })
    }

    private static func runKey(_ kind: String, _ settings: String, _ configuration: String, _ results: [String: String])
        -> String
    {
        // Each file's digest of its path and what it holds, summed: the same for the same files
        // in any order, so nothing is sorted (in the debug build a plugin runs, sorting the paths
        // cost 2% of a declaration-change run's instructions at 1,000 files).
        var first: UInt64 = 0
        var second: UInt64 = 0
        for (path, digest) in results {
            var joined = path + "\u{1}" + digest
            let hashes = joined.withUTF8 { Self.hashes(UnsafeRawBufferPointer($0)) }
            first &+= hashes.first
            second &+= hashes.second
        }
        return key(
            kind, settings, configuration, "\(results.count)", String(first, radix: 16), String(second, radix: 16))
    }

    /// What the run with `key` wrote, if it was kept.
    package func keptRun(for key: String) -> KeptRun? {
        lock.withLock { _ = used.insert("run-" + key) }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("run-" + key + ".json")) else {
            return nil
        }
        return try? JSONDecoder().decode(KeptRun.self, from: data)
    }

    /// What the run with `key` wrote to `destination`, when it was kept and the file is still as
    /// it left it: a run that may leave its output alone and say again what that run said.
    package func reusableRun(for key: String, writing destination: String) -> KeptRun? {
        guard let kept = keptRun(for: key), kept.files.map(\.path) == [destination], kept.filesAreAsWritten else {
            return nil
        }
        return kept
    }

    /// Leaves the run kept under `key`, if any, for the next run: a run removes the kept runs it
    /// did not look up.
    package func retainRun(for key: String) {
        lock.withLock { _ = used.insert("run-" + key) }
    }

    /// Keeps what the run with `key` wrote.
    package func keep(_ run: KeptRun, for key: String) {
        lock.withLock { _ = used.insert("run-" + key) }
        guard let data = try? JSONEncoder().encode(run) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: folder.appendingPathComponent("run-" + key + ".json"), options: .atomic)
    }

    /// Keeps the entries this run used, in one file (written only when they changed), and
    /// removes the kept runs it did not use.
    package func removeUnused() {
        pack.save()
        let kept = lock.withLock { used }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasSuffix(".json") && !kept.contains(String(name.dropLast(".json".count))) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// How many entries the cache in `folder` keeps.
    package static func keptEntries(in folder: URL) -> Int {
        EntryPack.read(folder.appendingPathComponent("entries.pack")).entries.keys.count { !$0.hasPrefix("lines-") }
    }

    /// The key of text parts: ``key(_:)-(Data)`` of their UTF-8 bytes, each followed by its length.
    package static func key(_ parts: String...) -> String {
        // Bytes copied from each part's own storage: `Data.append(contentsOf:)` of a UTF-8 view
        // went element by element, with a dynamic cast per part, in the debug build a plugin runs
        // (3% of a declaration-change run's instructions, every file's text being a part).
        var bytes: [UInt8] = []
        var total = 0
        for part in parts { total += part.utf8.count + 8 }
        bytes.reserveCapacity(total)
        for var part in parts {
            part.withUTF8 { bytes.append(contentsOf: $0) }
            var length = UInt64(part.utf8.count)
            for _ in 0..<8 {
                bytes.append(UInt8(truncatingIfNeeded: length))
                length >>= 8
            }
        }
        return bytes.withUnsafeBytes { key($0) }
    }

    /// Two 64-bit hashes of `data` in hexadecimal: a key a collision would need both to share.
    package static func key(_ data: Data) -> String {
        data.withUnsafeBytes { key($0) }
    }

    /// The same, of bytes.
    static func key(_ bytes: UnsafeRawBufferPointer) -> String {
        let hashes = hashes(bytes)
        return String(hashes.first, radix: 16) + "-" + String(hashes.second, radix: 16)
    }

    /// Two 64-bit hashes of `bytes`, mixed eight bytes at a time (FNV-1a's prime, and a
    /// multiply-rotate). Eight bytes a step, read from an aligned copy through a typed pointer
    /// (whose subscript is inlined even at `-Onone`, where `loadUnaligned` is a generic call
    /// per word), keep it fast in the debug build that a build plugin runs.
    static func hashes(_ bytes: UnsafeRawBufferPointer) -> (first: UInt64, second: UInt64) {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
        let wordCount = bytes.count / 8
        var words = [UInt64](repeating: 0, count: wordCount)
        words.withUnsafeMutableBytes {
            $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[0..<wordCount * 8]))
        }
        words.withUnsafeBufferPointer { buffer in
            guard let word = buffer.baseAddress else { return }
            var index = 0
            while index < wordCount {
                first = (first ^ word[index]) &* 0x0000_0100_0000_01B3
                second = ((second ^ word[index]) &* 0xff51_afd7_ed55_8ccd)
                second = (second << 31) | (second >> 33)
                index += 1
            }
        }
        var offset = wordCount * 8
        while offset < bytes.count {
            let byte = UInt64(bytes[offset])
            first = (first ^ byte) &* 0x0000_0100_0000_01B3
            second = ((second ^ byte) &* 0xc4ce_b9fe_1a85_ec53)
            offset += 1
        }
        return (first, second)
    }
}
