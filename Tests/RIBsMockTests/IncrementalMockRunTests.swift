import Foundation
import Testing

@testable import RIBsMock
@testable import RIBsSource

/// A run with the cache after an edit keeps the mocks nothing changed under, and gives what a
/// clean run gives: for each way an edit can reach a mock in another file (issue 41).
@Suite struct IncrementalMockRunTests {
    /// An edit, from the files before to the files after, and the files whose mocks must be made
    /// again (at least; every other file keeps its mocks).
    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        var before: [String: String]
        var after: [String: String]
        /// The files that must be rendered again; every other file's mocks are kept.
        var rendered: Set<String>
        var testDescription: String { name }
    }

    static let base: [String: String] = [
        "Auth.swift": """
        protocol Session {
            var token: String { get }
        }
        """,
        "Login.swift": """
        /// @mockable
        protocol LoginService: Session {
            func login(name: String) async throws -> Bool
        }
        """,
        "Profile.swift": """
        /// @mockable
        protocol ProfileStore {
            var login: LoginService { get }
            var count: Int { get }
        }
        """,
        "Plain.swift": "struct Plain { let value = 1 }\n",
    ]

    static func editing(_ path: String, _ change: (String) -> String) -> [String: String] {
        var files = base
        files[path] = change(base[path]!)
        return files
    }

    static let edits: [Edit] = [
        Edit(
            name: "a member added to an ancestor in another file reaches the mock",
            before: base,
            after: editing("Auth.swift") {
                $0.replacingOccurrences(of: "{ get }", with: "{ get }\n    func refresh()")
            },
            rendered: ["Auth.swift", "Login.swift"]),
        Edit(
            name: "a protocol's doc comment changes no mock of another file",
            before: base,
            after: editing("Profile.swift") { "/// The profile.\n" + $0 },
            rendered: ["Profile.swift"]),
        Edit(
            name: "a mock that becomes isolated changes the default value another mock writes",
            before: base,
            after: editing("Login.swift") {
                $0.replacingOccurrences(of: "protocol LoginService", with: "@MainActor protocol LoginService")
            },
            rendered: ["Login.swift", "Profile.swift"]),
        Edit(
            name: "an ancestor that goes away leaves the mock without its members",
            before: base,
            after: base.filter { $0.key != "Auth.swift" },
            rendered: ["Login.swift"]),
        Edit(
            name: "an ancestor declared by a file that sorts first replaces the one declared later",
            before: base,
            after: base.merging(["A.swift": "protocol Session {\n    var user: Int { get }\n}\n"]) { $1 },
            rendered: ["A.swift", "Login.swift"]),
        Edit(
            name: "a file renamed",
            before: base,
            after: base.filter { $0.key != "Login.swift" }.merging(["Logins.swift": base["Login.swift"]!]) { $1 },
            // Profile's mock defaults to LoginServiceMock() wherever LoginService is declared.
            rendered: ["Logins.swift"]),
        Edit(
            name: "a protocol moved between files",
            before: base,
            after: base.merging([
                "Auth.swift": base["Auth.swift"]! + "\n" + base["Login.swift"]!, "Login.swift": "struct Moved {}\n",
            ]) { $1 },
            rendered: ["Auth.swift"]),
        Edit(
            name: "a type that gains a mock becomes another mock's default",
            before: base.merging(["Clock.swift": "protocol Clock {\n    var now: Double { get }\n}\n"]) { $1 },
            after: base.merging([
                "Clock.swift": "/// @mockable\nprotocol Clock {\n    var now: Double { get }\n}\n",
                "Profile.swift": base["Profile.swift"]!.replacingOccurrences(
                    of: "var count: Int", with: "var clock: Clock"),
            ]) { $1 },
            rendered: ["Clock.swift", "Profile.swift"]),
    ]

    /// Runs over `files` with the cache in `folder` (and `tool` as the `ribs` that wrote it).
    static func run(_ files: [String: String], in folder: URL, tool: String = "ribs 1") -> IncrementalMockRun.Outcome {
        let sources = files.keys.sorted().map { MockGenerator.Source(path: $0, text: files[$0]!) }
        let generator = MockGenerator()
        let cache = ParseCache(
            folder: folder, settings: "@mockable false", toolIdentity: tool, empty: ParsedMockSource())
        defer { cache.removeUnused() }
        let entries = generator.entries(of: sources, concurrency: 1, cache: cache)
        return IncrementalMockRun(
            generator: generator, sources: sources, entries: entries, cache: cache, concurrency: 2
        )
        .run()
    }

    static func clean(_ files: [String: String]) -> MockRun {
        MockGenerator().run(sources: files.keys.sorted().map { MockGenerator.Source(path: $0, text: files[$0]!) })
    }

    static func expectSame(_ run: MockRun, _ clean: MockRun, _ what: String) {
        #expect(run.singleFile().joined() == clean.singleFile().joined(), "\(what): the single file")
        #expect(run.perSourceFile().map(\.text) == clean.perSourceFile().map(\.text), "\(what): a file a source")
        #expect(run.errors == clean.errors && run.warnings == clean.warnings, "\(what): the diagnostics")
    }

    @Test(arguments: edits)
    func anEditGivesACleanRunsOutputAndRendersOnlyWhatItReaches(edit: Edit) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-renders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = Self.run(edit.before, in: folder)
        Self.expectSame(first.run, Self.clean(edit.before), "the first run")
        let again = Self.run(edit.before, in: folder)
        #expect(again.rendered.isEmpty && again.resolved.isEmpty, "a run with nothing changed makes nothing again")
        let edited = Self.run(edit.after, in: folder)
        Self.expectSame(edited.run, Self.clean(edit.after), "after the edit")
        #expect(Set(edited.rendered) == edit.rendered, "rendered again")
        // And once more, from what the edited run kept.
        Self.expectSame(Self.run(edit.after, in: folder).run, Self.clean(edit.after), "the run after")
    }

    @Test func anUpgradedRibsRendersEverythingAgain() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-renders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Self.run(Self.base, in: folder, tool: "ribs 1")
        let upgraded = Self.run(Self.base, in: folder, tool: "ribs 2")
        #expect(Set(upgraded.rendered) == ["Auth.swift", "Login.swift", "Profile.swift"])
    }

    @Test func aRecordThatCannotBeReadIsAMiss() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-renders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Self.run(Self.base, in: folder)
        let pack = folder.appendingPathComponent("mock-renders.pack")
        var bytes = try Data(contentsOf: pack)
        bytes.removeLast(7)
        try bytes.write(to: pack)
        let cut = Self.run(Self.base, in: folder)
        Self.expectSame(cut.run, Self.clean(Self.base), "after a record was cut short")
        #expect(!cut.rendered.isEmpty)
    }
}
