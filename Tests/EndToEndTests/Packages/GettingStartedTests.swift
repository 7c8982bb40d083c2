import Foundation
import TestSupport
import Testing

/// The article *Getting started*, followed as written: its shell blocks run line by line (`cd`
/// included, `swift package … ribs` through SwiftPM and the command plugin, as a reader runs
/// it), its manifest becomes the package's `Package.swift`, the test it shows is written where it
/// says, and every `swift test` it asks for passes.
@Suite(.endToEnd) struct GettingStartedTests {
    static let article = PackageSandbox.repository.appendingPathComponent(
        "Sources/RIBs/Documentation.docc/GettingStarted.md")

    enum Block {
        case shell([String])
        case file(path: String, text: String)
    }

    /// The blocks after "Your first RIB", in order.
    static func blocks() throws -> [Block] {
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Your first RIB").dropFirst().first)
        var blocks: [Block] = []
        var marker = ""
        var lines = section.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            if line.hasPrefix("<!--") { marker = line }
            guard line.hasPrefix("```sh") || line.hasPrefix("```swift") else { continue }
            let body = Array(lines.prefix { !$0.hasPrefix("```") })
            lines = lines.dropFirst(body.count + 1)
            if line.hasPrefix("```sh") {
                blocks.append(.shell(body))
            } else if marker.contains("package manifest") {
                blocks.append(.file(path: "Package.swift", text: body.joined(separator: "\n") + "\n"))
            } else if let path = marker.components(separatedBy: "written to ").dropFirst().first?
                .components(separatedBy: " ").first
            {
                blocks.append(.file(path: path, text: body.joined(separator: "\n") + "\n"))
            }
        }
        return blocks
    }

    @Test func theArticleWorksAsWritten() async throws {
        // Its plugins build `ribs` as a user's do (and ReleaseInstallTests', in a scratch folder of
        // its own): the other sandboxes run this package's.
        let sandbox = try PackageSandbox("Greeter", fixture: nil, tool: .builtFromSource)
        defer { sandbox.remove() }
        let (_, toolRuns, testRuns) = try await Self.follow(in: sandbox, runningTests: true)
        #expect(toolRuns.count == 1)
        #expect(toolRuns.first?.contains("created Sources/Greeter/Greeting/GreetingBuilder.swift") == true)
        // The plugins' build of the tool is the command's: the tests built none of it again.
        #expect(testRuns.first.map { !$0.contains("Compiling SwiftSyntax") } == true, "\(testRuns.first ?? "")")
        #expect(testRuns.count == 2)
        #expect(testRuns.first?.contains("GreetingInteractorTests") == true)
        #expect(testRuns.last?.contains("Test greetingIsBuiltAttachedAndActive() passed") == true)
    }

    /// The folder the article makes its package in.
    static let articleFolder = "Greeter"

    /// Follows the article in `sandbox`: writes its files where it says; runs its `mkdir`, `cd`
    /// and `swift package … ribs` lines, and its `swift test` lines when `runningTests`. The
    /// article's folder (``articleFolder``) is the sandbox's package, so that two sandboxes
    /// follow it side by side. Returns the folder it ends in and the output of each tool and
    /// test run; a run that fails stops it.
    static func follow(in sandbox: PackageSandbox, runningTests: Bool) async throws -> (
        directory: URL, toolRuns: [String], testRuns: [String]
    ) {
        var directory = sandbox.folder
        func place(_ path: String) -> URL {
            guard directory == sandbox.folder, path == articleFolder || path.hasPrefix(articleFolder + "/") else {
                return directory.appendingPathComponent(path)
            }
            let inside = path.dropFirst(articleFolder.count).drop { $0 == "/" }
            return inside.isEmpty ? sandbox.package : sandbox.package.appendingPathComponent(String(inside))
        }
        var toolRuns: [String] = []
        var testRuns: [String] = []
        for block in try blocks() {
            switch block {
            case .file(let path, let text):
                let file = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            case .shell(let lines):
                for line in lines {
                    let words = line.split(separator: " ").map(String.init)
                    switch words.first {
                    case "mkdir":
                        for path in words.dropFirst(2) {
                            try FileManager.default.createDirectory(at: place(path), withIntermediateDirectories: true)
                        }
                    case "cd":
                        directory = place(words[1])
                    case "swift" where words.starts(with: ["swift", "package"]) && words.contains("ribs"):
                        let run = try await sandbox.swift(Array(words.dropFirst()), in: directory)
                        try #require(run.status == 0, "\(line):\n\(run.output.suffix(4_000))")
                        toolRuns.append(run.output)
                    case "swift" where words == ["swift", "test"]:
                        guard runningTests else { continue }
                        let run = try await sandbox.swift(["test"], in: directory)
                        try #require(run.status == 0, "\(line):\n\(run.output.suffix(4_000))")
                        testRuns.append(run.output)
                    default:
                        Issue.record("GettingStarted.md runs a command this test does not know: \(line)")
                    }
                }
            }
        }
        return (directory, toolRuns, testRuns)
    }
}
