import Foundation
import Testing

/// Every Swift code block a user reads (README.md, CONTRIBUTING.md, NOTES.md, Benchmarks/README.md,
/// docs/ and the DocC catalogs) is compiled: the comment before it names the compiled file it is
/// taken from.
///
/// - `<!-- compiled: Examples/MockedTests/Tests/LoginAppTests/LoginRouterTests.swift -->`: the block's lines are in
///   that file, one after the other (indentation and blank lines aside);
/// - `<!-- excerpt: Examples/Login/LoginApp/Login/LoginInteractor.swift -->`: the block's lines
///   are in that file in the same order, with others between them (lines that are only `...`
///   or a comment starting `// ...` stand for what was left out);
/// - `<!-- not compiled: UIKit does not exist on Linux -->`: code for another platform, with the
///   reason; what it names is checked by a test of its own.
///
/// The named file must be a Swift source of a target of this package, so CI compiles it.
@Suite struct CodeBlockTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct CodeBlock: CustomTestStringConvertible, Sendable {
        let document: String
        let line: Int
        let marker: String?
        let lines: [String]
        var testDescription: String { "\(document):\(line)" }
    }

    static var documents: [String] {
        var paths = ["README.md", "CONTRIBUTING.md", "NOTES.md", "Benchmarks/README.md"]
        if let docs = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path) {
            paths += docs.filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        }
        let sources = root.appendingPathComponent("Sources")
        if let enumerator = FileManager.default.enumerator(atPath: sources.path) {
            for case let relative as String in enumerator
            where relative.contains(".docc/") && (relative.hasSuffix(".md") || relative.hasSuffix(".tutorial")) {
                paths.append("Sources/\(relative)")
            }
        }
        return paths.sorted()
    }

    static let blocks: [CodeBlock] = documents.flatMap { document -> [CodeBlock] in
        guard let text = try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8) else {
            return []
        }
        let lines = text.components(separatedBy: "\n")
        var blocks: [CodeBlock] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```swift") else {
                index += 1
                continue
            }
            var previous = index - 1
            while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).isEmpty { previous -= 1 }
            let marker =
                previous >= 0 && lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("<!--")
                ? lines[previous].trimmingCharacters(in: .whitespaces) : nil
            var end = index + 1
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
            blocks.append(
                CodeBlock(
                    document: document, line: index + 1, marker: marker,
                    lines: Array(lines[(index + 1)..<min(end, lines.count)])))
            index = end + 1
        }
        return blocks
    }

    @Test func theDocumentsHaveSwiftBlocks() {
        #expect(Self.blocks.count >= 5, "no Swift blocks found under \(Self.root.path)")
    }

    @Test(arguments: blocks)
    func eachSwiftBlockIsCompiled(block: CodeBlock) throws {
        let marker = try #require(
            block.marker,
            "\(block.document):\(block.line): a Swift block without a marker. Put `<!-- compiled: PATH -->` (or `excerpt:` / `not compiled: REASON`) before it."
        )
        guard let (kind, argument) = Self.parse(marker) else {
            Issue.record(
                "\(block.document):\(block.line): '\(marker)' is not a code block marker (compiled:, excerpt:, not compiled:)"
            )
            return
        }
        if kind == "not compiled" {
            #expect(argument.count > 10, "\(block.document):\(block.line): say why the block is not compiled")
            return
        }
        #expect(
            argument.hasSuffix(".swift") && ["Sources/", "Tests/", "Examples/"].contains { argument.hasPrefix($0) },
            "\(block.document):\(block.line): \(argument) is not a Swift source of this package's targets")
        let twin = try #require(
            try? String(contentsOf: Self.root.appendingPathComponent(argument), encoding: .utf8),
            "\(block.document):\(block.line): \(argument) does not exist")
        let wanted = Self.significant(block.lines, skippingElisions: kind == "excerpt")
        let have = Self.significant(twin.components(separatedBy: "\n"), skippingElisions: false)
        if kind == "compiled", !Self.containsContiguously(have, wanted) {
            Issue.record(
                "\(block.document):\(block.line): the block is not in \(argument) as written\(Self.firstMissing(wanted, in: have))"
            )
        } else if kind == "excerpt", !Self.containsInOrder(have, wanted) {
            Issue.record(
                "\(block.document):\(block.line): the excerpt's lines are not in \(argument) in this order\(Self.firstMissing(wanted, in: have))"
            )
        }
    }

    static func parse(_ marker: String) -> (String, String)? {
        for kind in ["compiled", "excerpt", "not compiled"] where marker.hasPrefix("<!-- \(kind):") {
            let argument = marker.dropFirst("<!-- \(kind):".count).replacingOccurrences(of: "-->", with: "")
                .trimmingCharacters(in: .whitespaces)
            return (kind, argument)
        }
        return nil
    }

    /// Lines without their indentation, blank lines dropped (and `...` elisions, in excerpts).
    static func significant(_ lines: [String], skippingElisions: Bool) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            !line.isEmpty
                && !(skippingElisions
                    && (line == "..." || line.hasPrefix("// ...") || line == "…" || line.hasPrefix("// …")))
        }
    }

    static func containsContiguously(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            Array(haystack[start..<(start + needle.count)]) == needle
        }
    }

    static func containsInOrder(_ haystack: [String], _ needle: [String]) -> Bool {
        var remaining = needle[...]
        for line in haystack where line == remaining.first { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    static func firstMissing(_ wanted: [String], in have: [String]) -> String {
        guard let missing = wanted.first(where: { !have.contains($0) }) else { return "" }
        return ": for instance `\(missing)`"
    }
}
