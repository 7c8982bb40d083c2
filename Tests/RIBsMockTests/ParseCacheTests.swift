import Foundation
import Testing

@testable import RIBsMock
@testable import RIBsSource

/// `ribs mock --cache-dir` (issue 41): a run with the cache writes what a clean run writes, and
/// parses only what changed; each way a file's result can go stale is a miss.
@Suite struct ParseCacheTests {
    static let login = """
        /// @mockable
        protocol LoginRouting: AnyObject {
            func routeToHome(name: String)
        }
        """
    static let score = """
        /// @mockable
        protocol ScoreStream {
            var score: Int { get }
        }
        """
    static let plain = "struct Plain { let value = 1 }\n"

    /// A cache in a new folder, and how many files each run parsed.
    final class Harness {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-cache-\(UUID().uuidString)")
        var parses = 0

        deinit { try? FileManager.default.removeItem(at: folder) }

        func cache(tool: String = "ribs 1") -> ParseCache<ParsedMockSource> {
            ParseCache(folder: folder, settings: "@mockable false", toolIdentity: tool, empty: ParsedMockSource())
        }

        /// Each file through `cache`, counting the parses that were not cached.
        func parse(_ sources: [MockGenerator.Source], tool: String = "ribs 1") -> [ParsedMockSource] {
            let cache = cache(tool: tool)
            defer { cache.removeUnused() }
            return sources.map { source in
                cache.parsed(path: source.path, text: source.text) {
                    parses += 1
                    return MockParser().parse(source.text, path: source.path)
                }
            }
        }

        var entries: Int { ParseCache<ParsedMockSource>.keptEntries(in: folder) }
    }

    static func sources(_ files: [(String, String)]) -> [MockGenerator.Source] {
        files.map { MockGenerator.Source(path: $0.0, text: $0.1) }
    }

    @Test func aRunWithTheCacheWritesWhatACleanRunWrites() {
        let sources = Self.sources([
            ("Login.swift", Self.login), ("Score.swift", Self.score), ("Plain.swift", Self.plain),
        ])
        let harness = Harness()
        let clean = MockGenerator().run(sources: sources).singleFile().joined()
        let first = MockGenerator().run(sources: sources, cache: harness.cache()).singleFile().joined()
        let second = MockGenerator().run(sources: sources, cache: harness.cache()).singleFile().joined()
        #expect(first == clean)
        #expect(second == clean)
        #expect(clean.contains("class LoginRoutingMock") && clean.contains("class ScoreStreamMock"))
    }

    @Test func anUnchangedFileIsNotParsedAgainAndAChangedOneIs() {
        let harness = Harness()
        _ = harness.parse(Self.sources([("Login.swift", Self.login), ("Score.swift", Self.score)]))
        #expect(harness.parses == 2)
        let edited = Self.score.replacingOccurrences(of: "var score: Int", with: "var score: Double")
        let parsed = harness.parse(Self.sources([("Login.swift", Self.login), ("Score.swift", edited)]))
        #expect(harness.parses == 3, "only the edited file is parsed again")
        #expect(parsed[1] == MockParser().parse(edited, path: "Score.swift"))
        #expect(harness.entries == 2, "the edited file's old entry is gone")
    }

    @Test func aRenamedFileIsParsedUnderItsNewNameAndItsOldEntryGoes() {
        let harness = Harness()
        _ = harness.parse(Self.sources([("Login.swift", Self.login)]))
        let renamed = harness.parse(Self.sources([("LoginRouting.swift", Self.login)]))
        #expect(harness.parses == 2, "the same text under another path is another entry")
        #expect(renamed[0].annotated.first?.location.file == "LoginRouting.swift")
        #expect(harness.entries == 1)
    }

    @Test func aDeletedFilesEntryGoes() {
        let harness = Harness()
        _ = harness.parse(Self.sources([("Login.swift", Self.login), ("Score.swift", Self.score)]))
        #expect(harness.entries == 2)
        _ = harness.parse(Self.sources([("Login.swift", Self.login)]))
        #expect(harness.parses == 2)
        #expect(harness.entries == 1)
    }

    @Test func aProtocolMovedBetweenFilesGivesWhatACleanRunGives() {
        let harness = Harness()
        let before = Self.sources([("A.swift", Self.login + "\n" + Self.score), ("B.swift", Self.plain)])
        _ = MockGenerator().run(sources: before, cache: harness.cache())
        let after = Self.sources([("A.swift", Self.login), ("B.swift", Self.plain + "\n" + Self.score)])
        let cached = MockGenerator().run(sources: after, cache: harness.cache())
        let clean = MockGenerator().run(sources: after)
        #expect(cached.singleFile().joined() == clean.singleFile().joined())
        #expect(cached.errors == clean.errors && cached.warnings == clean.warnings)
    }

    @Test func aCacheWrittenByAnotherRibsIsNotRead() {
        let harness = Harness()
        _ = harness.parse(Self.sources([("Login.swift", Self.login)]), tool: "ribs 1")
        _ = harness.parse(Self.sources([("Login.swift", Self.login)]), tool: "ribs 2")
        #expect(harness.parses == 2, "an upgraded ribs parses again")
    }

    @Test func anEntryThatCannotBeReadIsAMissNotAnError() throws {
        let harness = Harness()
        _ = harness.parse(Self.sources([("Login.swift", Self.login)]))
        for name in try FileManager.default.contentsOfDirectory(atPath: harness.folder.path) {
            try Data("{ cut short".utf8).write(to: harness.folder.appendingPathComponent(name))
        }
        let parsed = harness.parse(Self.sources([("Login.swift", Self.login)]))
        #expect(harness.parses == 2)
        #expect(parsed[0].annotated.map(\.name) == ["LoginRouting"])
    }
}
