import Foundation
import Testing

/// The tools' layers, as NOTES.md's *The tools as modules over one source layer* draws them, held
/// by what each file imports (SwiftPM lets a file import a module it does not declare when the
/// build has it, so Package.swift alone does not hold them): no tool imports another, the
/// source layer imports no tool, nothing above the source layer parses (SwiftParser is its
/// own) or prints (RIBsCommands is the one place that writes to standard output and error).
@Suite struct ModuleGraphTests {
    static let root = CodeBlockTests.root
    static let sourceLayer = "RIBsSource"
    /// What ribs mock and ribs deps share, below both.
    static let shared = "RIBsDependencyGraph"
    static let tools = ["RIBsScaffold", "RIBsMock", "RIBsDeps", "RIBsMigrate", "RIBsAvailability"]
    /// The modules each may import beside the toolchain's, swift-syntax's and RIBsText (text the
    /// runtime prints too, below everything).
    static let allowed: [String: Set<String>] = [
        sourceLayer: [],
        shared: [sourceLayer],
        "RIBsScaffold": [sourceLayer],
        "RIBsMock": [sourceLayer, shared],
        "RIBsDeps": [sourceLayer, shared],
        "RIBsMigrate": [sourceLayer],
        "RIBsAvailability": [sourceLayer],
    ]
    static let ours: Set<String> = Set(allowed.keys).union(["RIBsCommands", "RIBs", "RIBsFuzzChecks"])

    /// Each Swift file of `module`, by its path under Sources/, with its text.
    static func files(of module: String) throws -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            ("\(module)/\(path)", try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The modules a file imports: the imports of its header, before its first declaration (a
    /// template's `import RIBs` inside a string is not one).
    static func imports(_ text: String) -> [String] {
        var imported: [String] = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let first = words.first, !first.hasPrefix("//"), !first.hasPrefix("#") else { continue }
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                words[..<index].allSatisfy({ $0.hasPrefix("@") })
            else { break }
            imported.append(String(words[index + 1]))
        }
        return imported
    }

    @Test(arguments: allowed.keys.sorted())
    func aLayerImportsOnlyWhatIsBelowIt(_ module: String) throws {
        let files = try Self.files(of: module)
        #expect(!files.isEmpty, "Sources/\(module) holds no Swift file")
        for file in files {
            for imported in Self.imports(file.text) where Self.ours.contains(imported) {
                #expect(
                    Self.allowed[module, default: []].contains(imported),
                    "\(file.path) imports \(imported), which is not below \(module)")
            }
        }
    }

    /// The tools' test targets, and the modules of ours each may import: its tool's, and where a
    /// test needs another tool as an oracle, that one (the scaffolder's generated tests run on
    /// the mocks `ribs mock` writes).
    static let testTargets: [String: Set<String>] = [
        "RIBsSourceTests": [sourceLayer],
        "RIBsScaffoldTests": [sourceLayer, "RIBsScaffold", "RIBsMock"],
        "RIBsMockTests": [sourceLayer, shared, "RIBsMock"],
        "RIBsDepsTests": [sourceLayer, shared, "RIBsDeps"],
        "RIBsMigrateTests": [sourceLayer, "RIBsMigrate"],
        "RIBsAvailabilityTests": [sourceLayer, "RIBsAvailability"],
        "RIBsToolsTests": Set(allowed.keys).union(["RIBsFuzzChecks"]).subtracting(["RIBsAvailability"]),
    ]

    @Test(arguments: testTargets.keys.sorted())
    func aToolsTestsImportOnlyWhatTheyTest(_ target: String) throws {
        let folder = Self.root.appendingPathComponent("Tests/\(target)")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(!paths.isEmpty, "Tests/\(target) holds no Swift file")
        for path in paths {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for imported in Self.imports(text) where Self.ours.contains(imported) {
                #expect(
                    Self.testTargets[target, default: []].contains(imported),
                    "Tests/\(target)/\(path) imports \(imported), which \(target) does not test")
            }
        }
    }

    @Test(arguments: allowed.keys.sorted().filter { $0 != sourceLayer })
    func nothingAboveTheSourceLayerParsesOrPrints(_ module: String) throws {
        for file in try Self.files(of: module) {
            #expect(!Self.imports(file.text).contains("SwiftParser"), "\(file.path) parses on its own")
            // Lines of code, not of a multi-line string (a rule's example prints).
            var inString = false
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.drop { $0 == " " }
                if !inString {
                    #expect(
                        !(code.hasPrefix("print(") || code.contains("FileHandle.standard")),
                        "\(file.path):\(number + 1) writes to standard output or error: RIBsCommands prints")
                }
                if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
            }
        }
    }

    /// A module over the source layer that this test does not know escapes it: a new tool is
    /// added to ``allowed`` with what it may import.
    @Test func everyModuleOverTheSourceLayerIsChecked() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let known = Set(Self.allowed.keys).union(["RIBsCommands", "RIBsFuzzChecks"])
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        where !known.contains(module) {
            let files = (try? Self.files(of: module)) ?? []
            #expect(
                !files.contains { Self.imports($0.text).contains(Self.sourceLayer) },
                "Sources/\(module) is over the source layer: add it to ModuleGraphTests.allowed with what it may import"
            )
        }
    }

    /// The test reads the imports it checks: a file of a tool importing another is found.
    @Test func theImportReaderSeesImportsWithAttributes() {
        let file =
            "import Foundation\n#if canImport(Glibc)\n@testable import RIBsMock\n#endif\n/// import RIBsDeps\n\nlet x = \"\"\"\nimport RIBs\n\"\"\"\n"
        #expect(Self.imports(file) == ["Foundation", "RIBsMock"])
    }
}
