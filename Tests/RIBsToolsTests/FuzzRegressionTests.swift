import Foundation
import TestSupport
import Testing

@testable import RIBsFuzzChecks

/// The fuzzers' properties, on every input a fuzzer saved (`Fuzz/Regressions/<Fuzzer>/`, each
/// a crash or a failure found, and fixed) and on their seed corpora, the golden inputs: a
/// defect a fuzzer found stays found.
@Suite(.ownThreads) struct FuzzRegressionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func inputs(_ fuzzer: String, seeds: [String] = []) -> [String] {
        var paths: [String] = []
        for folder in ["Fuzz/Regressions/\(fuzzer)"] + seeds {
            let url = repository.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            paths += names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".expected.swift") }.sorted().map {
                "\(folder)/\($0)"
            }
        }
        return paths
    }

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: repository.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test(arguments: inputs("MockFuzzer", seeds: ["Tests/RIBsMockTests/Golden"]))
    func mockGenerator(input: String) throws {
        #expect(FuzzChecks.mockGenerator(try Self.text(input)) == nil, "\(input)")
    }

    @Test(arguments: inputs("DepsFuzzer", seeds: ["Tests/RIBsDepsTests/DepsGolden/Constructs"]))
    func depsReader(input: String) throws {
        #expect(FuzzChecks.depsReader(try Self.text(input)) == nil, "\(input)")
    }

    @Test(arguments: inputs("ScaffoldFuzzer"))
    func scaffold(input: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FuzzChecks.scaffold(try Self.text(input), in: folder.path) == nil, "\(input)")
    }

    @Test(arguments: migrateInputs())
    func migrate(input: String) throws {
        #expect(FuzzChecks.migrate(try Self.text(input)) == nil, "\(input)")
    }

    /// The migrate fuzzer's saved inputs and its seeds, the golden modules' files.
    static func migrateInputs() -> [String] {
        let golden = repository.appendingPathComponent("Tests/RIBsMigrateTests/MigrateGolden")
        let cases = ((try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? []).sorted()
        return inputs("MigrateFuzzer", seeds: cases.map { "Tests/RIBsMigrateTests/MigrateGolden/\($0)/Input" })
    }

    @Test func theSeedCorporaAreThere() {
        #expect(Self.migrateInputs().count >= 10)
        #expect(Self.inputs("MockFuzzer", seeds: ["Tests/RIBsMockTests/Golden"]).count >= 20)
        #expect(Self.inputs("DepsFuzzer", seeds: ["Tests/RIBsDepsTests/DepsGolden/Constructs"]).count >= 3)
    }
}
