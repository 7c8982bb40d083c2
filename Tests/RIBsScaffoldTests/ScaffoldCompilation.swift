import Foundation
import TestSupport
import Testing

@testable import RIBsMock
@testable import RIBsScaffold

/// Compiles scaffolded files outside a package: the sources into a module `App`, then the tests
/// (and the mocks of the sources' `@mockable` protocols) against it, with the built RIBs,
/// RIBsTesting and RVB modules, and with `uiKit`, the stand-in UIKit and SwiftUI and RIBsUIKit
/// built against them.
struct ScaffoldCompilation {
    let folder: URL
    let sources: [URL]
    let tests: [URL]
    let uiKit: Bool
    static let modules = ChildProcess.builtProducts.appendingPathComponent("Modules").path

    init(files: [ScaffoldFile], uiKit: Bool = false) throws {
        self.uiKit = uiKit
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
        // The folder comes first: its RIBsUIKit, built against the stand-ins, hides the package's
        // (empty where UIKit does not exist).
        if uiKit { try await UIKitStandIn.emitModules(into: folder) }
        return try await ChildProcess.tool(
            "swiftc",
            arguments: [
                "-emit-module", "-module-name", "App", "-parse-as-library", "-swift-version", "6", "-enable-testing",
                "-I", folder.path, "-I", Self.modules, "-emit-module-path",
                folder.appendingPathComponent("App.swiftmodule").path,
            ] + sources.map(\.path)
        ).run()
    }

    func typecheckTests() async throws -> ChildProcessResult {
        try await ChildProcess.tool(
            "swiftc",
            arguments: [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", folder.path, "-I", Self.modules,
            ] + tests.map(\.path)
        ).run()
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
