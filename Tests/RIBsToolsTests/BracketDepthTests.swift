import Foundation
import TestSupport
import Testing

@testable import RIBsDependencyGraph
@testable import RIBsMock
@testable import RIBsScaffold
@testable import RIBsSource

/// The guard against swift-syntax's exponential lookahead on nested `[`: where it finds a bracket
/// too deep, what it does not count, and the generators refusing such a file with its place.
@Suite(.ownThreads) struct BracketDepthTests {
    static let limit = BracketDepth.maximumDepth
    static func open(_ count: Int) -> String { String(repeating: "[", count: count) }
    static func close(_ count: Int) -> String { String(repeating: "]", count: count) }

    @Test func theLimitItselfIsReadAndOneMoreIsRefusedAtThatBracket() {
        let atLimit = "let x = \(Self.open(Self.limit))1\(Self.close(Self.limit))\n"
        #expect(BracketDepth.firstTooDeep(in: atLimit) == nil)
        let deeper = "// a comment\nlet x = \(Self.open(Self.limit + 1))1\(Self.close(Self.limit + 1))\n"
        let place = BracketDepth.firstTooDeep(in: deeper)
        #expect(place?.line == 2)
        #expect(place?.column == 9 + Self.limit)
    }

    @Test func closedBracketsDoNotAddUp() {
        let siblings = Array(repeating: "\(Self.open(Self.limit - 1))1\(Self.close(Self.limit - 1))", count: 30)
        #expect(BracketDepth.firstTooDeep(in: "let x = [" + siblings.joined(separator: ", ") + "]") == nil)
    }

    /// Brackets the parser never reads as code do not count.
    @Test(arguments: [
        "// \(open(40))",
        "/* \(open(40)) */",
        "/* outer /* inner */ \(open(40)) */",
        "let s = \"\(open(40))\"",
        "let s = \"\\\"\(open(40))\"",
        "let s = #\"\\(\(open(40))\"#",
        "let s = \"\"\"\n\(open(40))\n\"\"\"",
        "let s = ##\"\"\"\n\"\"\"#\(open(40))\n\"\"\"##",
        "let s = \"unterminated\nlet x = [1]",
    ])
    func bracketsOutsideCodeAreNotCounted(source: String) {
        #expect(BracketDepth.firstTooDeep(in: source) == nil, "\(source)")
    }

    /// A file that ends inside a string, right after an escape's backslash (DepsFuzzer's find):
    /// read to its end, not past it.
    @Test(arguments: ["let s = \"worker \\", "let s = #\"a \\#", "let s = \"\"\"\n\\"])
    func aFileEndingInAnEscapeIsReadToItsEnd(source: String) {
        #expect(BracketDepth.firstTooDeep(in: source) == nil, "\(source)")
    }

    /// The parser reads these as code, and so does the guard.
    @Test(arguments: [
        "let s = \"\\(\(open(40)))\"",
        "let s = #\"\\#(\(open(40)))\"#",
        "let s = \"a \\(f(\"b\", (1)) + \(open(40)))\"",
        "let s = \"\"\"\n\\(\(open(40)))\n\"\"\"",
        "/* closed */ \(open(40))",
        "let s = \"\(open(40))\" + \(open(40))",
    ])
    func bracketsInCodeAreCounted(source: String) {
        #expect(BracketDepth.firstTooDeep(in: source) != nil, "\(source)")
    }

    @Test func ribsMockRefusesTheFileWithThePlace() {
        let source =
            "/// @mockable\nprotocol Listening {\n    func values() -> \(Self.open(30))Int\(Self.close(30))\n}\n"
        let parsed = MockParser().parse(source, path: "Listening.swift")
        #expect(
            parsed.errors.map(\.location) == [FileLocation(file: "Listening.swift", line: 3, column: 22 + Self.limit)]
        )
        #expect(parsed.errors.first?.message.contains("typealias") == true)
    }

    @Test func ribsDepsRefusesTheFileWithThePlace() {
        let source = "import RIBs\nlet table = \(Self.open(30))1\(Self.close(30))\n"
        let result = DepsGenerator().run(sources: [.init(path: "App.swift", text: source, module: "App")])
        #expect(
            result.diagnostics.map(\.location) == [FileLocation(file: "App.swift", line: 2, column: 13 + Self.limit)])
    }

    @Test func ribsNewAndAttachRefuseAModuleWithSuchAFileAndWriteNothing() throws {
        let sandbox = try ScaffoldSandbox()
        defer { try? FileManager.default.removeItem(atPath: sandbox.root) }
        try sandbox.new("Root", .view)
        try sandbox.new("Child", .view)
        let deep = sandbox.root + "/Sources/App/Table.swift"
        try "let table = \(Self.open(30))1\(Self.close(30))\n".write(toFile: deep, atomically: true, encoding: .utf8)
        func contents() -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: sandbox.files(in: "Sources/App").map {
                    ($0, (try? String(contentsOfFile: sandbox.root + "/Sources/App/" + $0, encoding: .utf8)) ?? "")
                })
        }
        let before = contents()
        #expect(
            throws: ScaffoldError(
                "Sources/App/Table.swift:1:\(13 + Self.limit): \(BracketDepth.message). Nothing was written.")
        ) {
            try sandbox.new("Other", .view)
        }
        #expect(
            throws: ScaffoldError(
                "Sources/App/Table.swift:1:\(13 + Self.limit): \(BracketDepth.message). Nothing was written.")
        ) {
            try sandbox.attach("Child", to: "Root")
        }
        #expect(contents() == before)
    }
}
