import Foundation
import RIBsGenerators
import TestSupport
import Testing

/// `ribs new`'s output, every shape: `ScaffoldGolden/<shape>/{Sources,Tests}/…` hold the
/// expected files of one RIB each, for the module `App`. Set `RECORD_SNAPSHOTS=1` to write them
/// from the renderer (then review the diff).
///
/// Each case is also compiled: its sources into a module `App`, then its tests against it, with
/// the mocks `ribs mock` generates from its `@mockable` protocols, as the plugin would.
@Suite struct ScaffoldGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ScaffoldGolden")

    /// One RIB of each shape, with a name that exercises the lower-camel form.
    static let cases: [(shape: RIBShape, name: String)] = [
        (.viewless, "LoggedIn"), (.view, "LoggedOut"), (.presenter, "URLPicker"), (.launch, "Root"),
        (.stream, "Screen"), (.rvb, "ProductDetail"),
    ]

    static func files(_ shape: RIBShape, _ name: String) throws -> [ScaffoldFile] {
        ScaffoldRenderer.files(for: ScaffoldSpec(name: try RIBName(name), shape: shape, module: "App"))
    }

    static func url(of file: ScaffoldFile, shape: RIBShape) -> URL {
        folder.appendingPathComponent(shape.rawValue).appendingPathComponent(
            file.root == .sources ? "Sources" : "Tests"
        )
        .appendingPathComponent(file.path)
    }

    @Test(arguments: cases)
    func renderedFilesMatchTheGoldenFiles(shape: RIBShape, name: String) throws {
        let files = try Self.files(shape, name)
        for file in files {
            try GoldenFile.check(
                file.contents, at: Self.url(of: file, shape: shape), named: "\(shape.rawValue)/\(file.path)")
        }
        // No golden file is left over from a file the renderer no longer writes.
        let written = Set(files.map { Self.url(of: $0, shape: shape).path })
        let onDisk =
            FileManager.default.enumerator(atPath: Self.folder.appendingPathComponent(shape.rawValue).path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            .map { Self.folder.appendingPathComponent(shape.rawValue).appendingPathComponent($0).path } ?? []
        #expect(Set(onDisk) == written, "\(shape.rawValue): golden files without a rendered file")
    }

    @Test(arguments: cases)
    func generatedSourcesAndTestsCompile(shape: RIBShape, name: String) async throws {
        let files = try Self.files(shape, name)
        let compiled = try ScaffoldCompilation(files: files)
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(shape.rawValue): the sources do not compile:\n\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(shape.rawValue): warnings:\n\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(shape.rawValue): the tests do not compile:\n\(tests.errors)")
        #expect(!tests.errors.contains("warning:"), "\(shape.rawValue): warnings in the tests:\n\(tests.errors)")
    }

    @Test func everyShapeHasACase() {
        #expect(Set(Self.cases.map(\.shape)) == Set(RIBShape.allCases))
    }
}

/// Compiles scaffolded files outside a package: the sources into a module `App`, then the tests
/// (and the mocks of the sources' `@mockable` protocols) against it, with the built RIBs,
/// RIBsTesting and RVB modules.
struct ScaffoldCompilation {
    let folder: URL
    let sources: [URL]
    let tests: [URL]
    static let modules = ChildProcess.builtProducts.appendingPathComponent("Modules").path

    init(files: [ScaffoldFile]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-scaffold-\(UUID().uuidString)")
        var sources: [URL] = []
        var tests: [URL] = []
        for file in files {
            let url = folder.appendingPathComponent(file.root == .sources ? "Sources" : "Tests")
                .appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            if file.root == .sources { sources.append(url) } else { tests.append(url) }
        }
        var generator = MockGenerator()
        generator.file.testableImports = ["App"]
        let mocks = generator.generate(
            sources: try sources.map { .init(path: $0.path, text: try String(contentsOf: $0, encoding: .utf8)) })
        let mocksURL = folder.appendingPathComponent("Tests/Mocks.swift")
        try FileManager.default.createDirectory(
            at: mocksURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try mocks.write(to: mocksURL, atomically: true, encoding: .utf8)
        self.sources = sources
        self.tests = tests + [mocksURL]
    }

    func buildModule() async throws -> ChildProcessResult {
        try await ChildProcess.tool(
            "swiftc",
            arguments: [
                "-emit-module", "-module-name", "App", "-parse-as-library", "-swift-version", "6", "-enable-testing",
                "-I", Self.modules, "-emit-module-path", folder.appendingPathComponent("App.swiftmodule").path,
            ] + sources.map(\.path)
        ).run()
    }

    func typecheckTests() async throws -> ChildProcessResult {
        try await ChildProcess.tool(
            "swiftc",
            arguments: [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", Self.modules, "-I", folder.path,
            ] + tests.map(\.path)
        ).run()
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
