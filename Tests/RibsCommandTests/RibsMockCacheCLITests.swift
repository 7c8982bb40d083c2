import Foundation
import TestSupport
import Testing

/// `ribs mock --cache-dir`, as RIBsMockPlugin runs it on every build (issue 41): after an edit
/// that changes no protocol, the output is left as it was written, untouched; after one that
/// does, it is written again; either way it is what a run without the cache writes.
@Suite struct RibsMockCacheCLITests {
    let scratch = ScratchFolder("ribs-mock-cache")
    var directory: URL { scratch.directory }

    static let login = "/// @mockable\nprotocol LoginRouting: AnyObject {\n    func routeToHome(name: String)\n}\n"
    static let score = "/// @mockable\nprotocol ScoreStream {\n    var score: Int { get }\n}\n"

    func run(cached: Bool, to name: String) async throws -> (status: Int32, output: String, mocks: String) {
        let destination = directory.appendingPathComponent(name).path
        var arguments = ["mock", "-s", directory.appendingPathComponent("Sources").path, "-d", destination]
        if cached { arguments += ["--cache-dir", directory.appendingPathComponent("cache").path] }
        let result = try await ribs(arguments)
        return (result.status, result.output, (try? String(contentsOfFile: destination, encoding: .utf8)) ?? "")
    }

    func modified(_ name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[
            .modificationDate] as? Date
    }

    @Test(arguments: [
        ("Plain.swift", "struct Plain { let value = 2 }\n", false),
        ("Score.swift", Self.score.replacingOccurrences(of: "Int", with: "Double"), true),
    ])
    func anEditThatChangesNoProtocolLeavesTheOutputAsItWas(file: String, text: String, changesTheMocks: Bool)
        async throws
    {
        try scratch.write(Self.login, to: "Sources/Login.swift")
        try scratch.write(Self.score, to: "Sources/Score.swift")
        try scratch.write("struct Plain { let value = 1 }\n", to: "Sources/Plain.swift")
        let first = try await run(cached: true, to: "Mocks.swift")
        #expect(first.status == 0 && first.mocks.contains("class ScoreStreamMock"))
        let written = try modified("Mocks.swift")
        try scratch.write(text, to: "Sources/\(file)")
        let second = try await run(cached: true, to: "Mocks.swift")
        let clean = try await run(cached: false, to: "Clean.swift")
        #expect(second.status == 0)
        #expect(second.mocks == clean.mocks, "the cached run's output is a clean run's")
        #expect((try modified("Mocks.swift") == written) == !changesTheMocks)
        if !changesTheMocks { #expect(second.output.contains("unchanged")) }
    }

    /// The run after the edit keeps LoginService's file's mocks only if it knows they were made
    /// from Session's file: through the binary, as the plugin runs it.
    @Test func anAncestorEditedInAnotherFileReachesTheMockThatRefinesIt() async throws {
        try scratch.write("protocol Session {\n    var token: String { get }\n}\n", to: "Sources/Session.swift")
        try scratch.write(
            "/// @mockable\nprotocol LoginService: Session {\n    func login()\n}\n", to: "Sources/Login.swift")
        let first = try await run(cached: true, to: "Mocks.swift")
        #expect(first.status == 0 && !first.mocks.contains("refresh"))
        try scratch.write(
            "protocol Session {\n    var token: String { get }\n    func refresh()\n}\n", to: "Sources/Session.swift")
        let second = try await run(cached: true, to: "Mocks.swift")
        let clean = try await run(cached: false, to: "Clean.swift")
        #expect(second.status == 0 && second.mocks == clean.mocks, "the cached run's output is a clean run's")
        #expect(second.mocks.contains("func refresh()"))
    }

    @Test func anOutputChangedSinceIsWrittenAgain() async throws {
        try scratch.write(Self.login, to: "Sources/Login.swift")
        let first = try await run(cached: true, to: "Mocks.swift")
        try scratch.write("// edited by hand\n", to: "Mocks.swift")
        let second = try await run(cached: true, to: "Mocks.swift")
        #expect(second.mocks == first.mocks, "a kept run is reused only while its output is as it wrote it")
    }
}
