import Foundation
import Testing

@testable import RIBsSource

/// The caches' one-file store: a run after a one-file edit appends what changed instead of
/// writing thousands of entries again, and the file is written whole before it doubles.
@Suite struct EntryPackTests {
    static func entries(_ count: Int, size: Int = 1_000) -> [String: Data] {
        Dictionary(
            uniqueKeysWithValues: (0..<count).map { ("key\($0)", Data(repeating: UInt8($0 % 251), count: size)) })
    }

    static func temporaryPack() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ribs-pack-\(UUID().uuidString)/entries.pack")
    }

    @Test func aChangeIsAppendedAndReadsBackWithRemovalsApplied() throws {
        let url = Self.temporaryPack()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let first = Self.entries(100)
        EntryPack.write(first, to: url)
        let (read, size) = EntryPack.read(url)
        #expect(read == first)
        var second = first
        second["key7"] = Data("changed".utf8)
        second["key8"] = nil
        second["new"] = Data("added".utf8)
        EntryPack.update(url, from: read, size: size, to: second)
        let (again, grown) = EntryPack.read(url)
        #expect(again == second)
        #expect(grown > size && grown < size + 100, "three small records appended, not the whole pack written")
    }

    @Test func aPackThatWouldDoubleIsWrittenWhole() throws {
        let url = Self.temporaryPack()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var current = Self.entries(10)
        EntryPack.write(current, to: url)
        var size = EntryPack.read(url).size
        let whole = size
        for round in 0..<30 {
            var next = current
            next["key\(round % 10)"] = Data(repeating: UInt8(round), count: 1_000)
            EntryPack.update(url, from: current, size: size, to: next)
            let read = EntryPack.read(url)
            #expect(read.entries == next, "round \(round)")
            #expect(read.size <= 2 * whole, "round \(round): the pack never holds more than twice its worth")
            (current, size) = (next, read.size)
        }
    }

    @Test func aPackCutShortReadsAsEmpty() throws {
        let url = Self.temporaryPack()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        EntryPack.write(Self.entries(3), to: url)
        var bytes = try Data(contentsOf: url)
        bytes.removeLast(10)
        try bytes.write(to: url)
        #expect(EntryPack.read(url).entries.isEmpty)
    }
}
