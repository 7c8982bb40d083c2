import Foundation
import Testing

/// The tools' layers, as NOTES.md's *The tools as modules over one source layer* draws them, held
/// by what each file imports (SwiftPM lets a file import a module it does not declare when the
/// build has it, so Package.swift alone does not hold them): no tool imports another, the
/// source layer imports no tool, nothing but the source layer parses (SwiftParser is its own),
/// and nothing but RIBsCommands prints.
@Suite struct ModuleGraphTests {
    static let root = CodeBlockTests.root
    static let sourceLayer = "RIBsSource"
    /// What ribs mock and ribs deps share, below both.
    static let shared = "RIBsDependencyGraph"
    /// The modules each may import of ours, beside RIBsText (text the runtime prints too, below
    /// everything), the toolchain's and swift-syntax's.
    static let allowed: [String: Set<String>] = [
        sourceLayer: [],
        shared: [sourceLayer],
        "RIBsScaffold": [sourceLayer],
        "RIBsMock": [sourceLayer, shared],
        "RIBsDeps": [sourceLayer, shared],
        "RIBsMigrate": [sourceLayer],
        "RIBsAvailability": [sourceLayer],
    ]
    /// The tools' test targets, and the modules of ours each may import: its tool's, and where a
    /// test needs another tool as an oracle, that one (the scaffolder's generated tests run on
    /// the mocks `ribs mock` writes).
    static let testTargets: [String: Set<String>] = [
        "RIBsSourceTests": [sourceLayer, "TestSupport"],
        "RIBsScaffoldTests": [sourceLayer, "RIBsScaffold", "RIBsMock"],
        "RIBsMockTests": [sourceLayer, shared, "RIBsMock"],
        "RIBsDepsTests": [sourceLayer, shared, "RIBsDeps"],
        "RIBsMigrateTests": [sourceLayer, "RIBsMigrate"],
        "RIBsAvailabilityTests": [sourceLayer, "RIBsAvailability"],
        "RIBsToolsTests": Set(allowed.keys).union(["RIBsFuzzChecks"]).subtracting(["RIBsAvailability"]),
    ].mapValues { $0.union(["RIBs", "RIBsTesting", "RVB", "TestSupport"]) }

    /// Every module of ours: each folder of Sources/ and TestSupport, but RIBsText.
    static func ours() throws -> Set<String> {
        let modules = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
        return Set(modules).union(["TestSupport"]).subtracting(["RIBsText"])
    }

    /// Each Swift file under `folder` (Sources/… or Tests/…), by its path, with its text; golden
    /// files, which are a generator's expected output and not sources, are left out.
    static func files(in folder: String) throws -> [(path: String, text: String)] {
        let url = root.appendingPathComponent(folder)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: url.path)
        return try paths.filter { $0.hasSuffix(".swift") && !$0.contains("Golden/") }.sorted().map { path in
            ("\(folder)/\(path)", try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The modules a file imports: the imports of its header, before its first declaration (a
    /// template's `import RIBs` inside a string is not one), whatever their attributes, access
    /// and kind (`@testable`, `package import`, `import struct M.T`).
    static func imports(_ text: String) -> [String] {
        let ignored: Set<Substring> = [
            "public", "package", "internal", "private", "fileprivate", "struct", "class", "enum", "protocol",
            "typealias", "func", "var", "let",
        ]
        var imported: [String] = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let first = words.first, !first.hasPrefix("//"), !first.hasPrefix("#") else { continue }
            guard let index = words.firstIndex(of: "import"),
                words[..<index].allSatisfy({ $0.hasPrefix("@") || ignored.contains($0) }),
                let path = words[(index + 1)...].first(where: { !ignored.contains($0) })
            else { break }
            imported.append(String(path.split(separator: ".")[0]))
        }
        return imported
    }

    /// The lines of `text` that are code, with their numbers: not inside a multi-line string, and
    /// with the string literals on them emptied (a rule's example prints; a template holds
    /// `print(…)`).
    static func codeLines(_ text: String) -> [(number: Int, code: String)] {
        var inString = false
        var lines: [(Int, String)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let opensOrCloses = line.components(separatedBy: "\"\"\"").count % 2 == 0
            if !inString && !opensOrCloses {
                let code = line.replacing(/"(?:[^"\\]|\\.)*"/, with: "\"\"")
                lines.append((number + 1, String(code.split(separator: "//", maxSplits: 1).first ?? "")))
            }
            if opensOrCloses { inString.toggle() }
        }
        return lines
    }

    @Test(arguments: allowed.keys.sorted())
    func aLayerImportsOnlyWhatIsBelowIt(_ module: String) throws {
        let ours = try Self.ours()
        let files = try Self.files(in: "Sources/\(module)")
        #expect(!files.isEmpty, "Sources/\(module) holds no Swift file")
        for file in files {
            for imported in Self.imports(file.text) where ours.contains(imported) {
                #expect(
                    Self.allowed[module, default: []].contains(imported),
                    "\(file.path) imports \(imported), which is not below \(module)")
            }
        }
    }

    @Test(arguments: allowed.keys.sorted() + ["RIBsFuzzChecks"])
    func nothingButTheSourceLayerParsesAndNothingPrints(_ module: String) throws {
        for file in try Self.files(in: "Sources/\(module)") {
            if module != Self.sourceLayer {
                #expect(!Self.imports(file.text).contains("SwiftParser"), "\(file.path) parses on its own")
            }
            for (number, code) in Self.codeLines(file.text) {
                let prints = ["print(", "debugPrint(", "fputs(", "FileHandle.standard", "putchar("].contains {
                    code.contains($0)
                }
                #expect(!prints, "\(file.path):\(number) writes to standard output or error: RIBsCommands prints")
            }
        }
    }

    @Test(arguments: testTargets.keys.sorted())
    func aToolsTestsImportOnlyWhatTheyTest(_ target: String) throws {
        let ours = try Self.ours()
        let files = try Self.files(in: "Tests/\(target)")
        #expect(!files.isEmpty, "Tests/\(target) holds no Swift file")
        for file in files {
            for imported in Self.imports(file.text) where ours.contains(imported) {
                #expect(
                    Self.testTargets[target, default: []].contains(imported),
                    "\(file.path) imports \(imported), which \(target) does not test")
            }
        }
    }

    /// A module over the source layer, or a test target of one, that this test does not know
    /// escapes it: a new tool is added to ``allowed``, and its tests to ``testTargets``.
    @Test func everyModuleAndTestTargetOverTheSourceLayerIsChecked() throws {
        let knownModules = Set(Self.allowed.keys).union(["RIBsCommands", "RIBsFuzzChecks"])
        let ours = try Self.ours()
        for folder in ["Sources", "Tests"] {
            let known = folder == "Sources" ? knownModules : Set(Self.testTargets.keys)
            let names = try FileManager.default.contentsOfDirectory(
                atPath: Self.root.appendingPathComponent(folder).path)
            for name in names.sorted() where !known.contains(name) {
                let files = (try? Self.files(in: "\(folder)/\(name)")) ?? []
                let overTools = files.contains { file in
                    Self.imports(file.text).contains { ours.contains($0) && Self.allowed.keys.contains($0) }
                }
                #expect(!overTools, "\(folder)/\(name) uses the tools' modules: add it to ModuleGraphTests")
            }
        }
    }

    /// The test reads the imports and the code it checks.
    @Test func theReaderSeesImportsAndCodeAsTheCompilerDoes() {
        let file = """
            import Foundation
            #if canImport(Glibc)
            @testable import RIBsMock
            #endif
            package import RIBsDeps
            import struct RIBsScaffold.RIBName
            /// import RIBsMigrate

            let x = \"""
            import RIBs
            print("in a template")
            \"""
            let y = "print(" // print(
            Swift.print(x)
            """
        #expect(Self.imports(file) == ["Foundation", "RIBsMock", "RIBsDeps", "RIBsScaffold"])
        #expect(Self.codeLines(file).filter { $0.code.contains("print(") }.map(\.number) == [14])
    }
}
