import Foundation
import TestSupport
import Testing

@testable import RIBsDependencyGraph
@testable import RIBsDeps

/// `ribs deps generate`'s output: each `DepsGolden/<case>/` folder is a module `App`; its
/// `RIBsDeps.generated.swift` is the expected output (`RECORD_SNAPSHOTS=1` writes it), and the
/// case is type-checked with it in Swift 6 mode, with and without `DEBUG`.
@Suite(.ownThreads) struct DepsGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("DepsGolden")
    static let cases: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }()
    static let output = "RIBsDeps.generated.swift"

    static func inputs(of name: String) throws -> [URL] {
        let caseFolder = folder.appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(atPath: caseFolder.path).filter {
            $0.hasSuffix(".swift") && $0 != output
        }.sorted().map { caseFolder.appendingPathComponent($0) }
    }

    static func run(_ name: String) throws -> DepsRun {
        let sources = try inputs(of: name).map {
            DepsGenerator.Source(
                path: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8), module: "App")
        }
        return DepsGenerator().run(sources: sources, concurrency: 2)
    }

    @Test func theFolderHasCases() {
        #expect(Self.cases.count >= 3, "\(Self.folder.path)")
    }

    @Test(arguments: cases)
    func generatedFileMatchesTheGoldenFile(name: String) throws {
        let run = try Self.run(name)
        #expect(!run.hasErrors, "\(name): \(run.diagnostics)")
        let generated = run.generated(module: "App")
        let expectedURL = Self.folder.appendingPathComponent(name).appendingPathComponent(Self.output)
        let expected = try? String(contentsOf: expectedURL, encoding: .utf8)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil || expected == nil {
            try generated.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(name)/\(Self.output); review it, then run again without RECORD_SNAPSHOTS.")
            return
        }
        #expect(generated == expected, "\(name): the generated file differs from \(Self.output)")
        // Rendered on several threads (each component its own run here), the same bytes.
        #expect(run.generated(module: "App", concurrency: 3) == generated, "\(name): rendered on 3 threads")
        // The same input in another order gives the same bytes.
        let reversed = try Self.inputs(of: name).reversed().map {
            DepsGenerator.Source(
                path: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8), module: "App")
        }
        #expect(DepsGenerator().run(sources: reversed, concurrency: 1).generated(module: "App") == generated)
    }

    @Test(arguments: cases)
    func goldenFileTypeChecksWithItsInputs(name: String) async throws {
        let modules = ChildProcess.builtProducts.appendingPathComponent("Modules").path
        let files =
            try Self.inputs(of: name).map(\.path)
            + [Self.folder.appendingPathComponent(name).appendingPathComponent(Self.output).path]
        for flags in [[], ["-D", "DEBUG"]] {
            let run = try await ChildProcess.tool(
                "swiftc",
                arguments: ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", modules] + flags + files
            ).run()
            #expect(run.status == 0, "\(name) \(flags): the generated file does not type-check:\n\(run.errors)")
            #expect(!run.errors.contains("warning:"), "\(name) \(flags): warnings:\n\(run.errors)")
        }
    }
}
