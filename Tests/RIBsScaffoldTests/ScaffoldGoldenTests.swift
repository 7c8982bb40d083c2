import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold

/// `ribs new`'s output, every shape: `ScaffoldGolden/<shape>/{Sources,Tests}/…` hold the
/// expected files of one RIB each, for the module `App`. Set `RECORD_SNAPSHOTS=1` to write them
/// from the renderer (then review the diff).
///
/// Each case is also compiled: its sources into a module `App`, then its tests against it, with
/// the mocks `ribs mock` generates from its `@mockable` protocols, as the plugin would.
@Suite(.ownThreads) struct ScaffoldGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ScaffoldGolden")

    /// A RIB as `ribs new` is asked for it: its golden files are in `ScaffoldGolden/<folder>`.
    struct Case: CustomTestStringConvertible, Sendable {
        var folder: String
        var shape: RIBShape
        var name: String
        var parameters: [String] = []
        var dependencies: [String] = []
        var views: ViewKind = .plain
        var outputs: [String] = []
        var testDescription: String { folder }

        func files() throws -> [ScaffoldFile] {
            ScaffoldRenderer.files(
                for: ScaffoldSpec(
                    name: try RIBName(name), shape: shape, module: "App",
                    parameters: try parameters.map { text throws(ScaffoldError) in
                        try BuilderParameter(parsing: text)
                    },
                    dependencies: try dependencies.map { text throws(ScaffoldError) in
                        try BuilderParameter(parsing: text, input: .dependency)
                    }, views: views,
                    outputs: try outputs.map { text throws(ScaffoldError) in
                        try BuilderParameter(parsing: text, input: .output)
                    }))
        }
    }

    /// One RIB of each shape, with a name that exercises the lower-camel form; then the flags:
    /// builder parameters (a literal, a collection, an optional, an example) and dependencies in
    /// each style, and RIBsTerminal's views.
    static let cases: [Case] = [
        Case(folder: "viewless", shape: .viewless, name: "LoggedIn"),
        Case(folder: "view", shape: .view, name: "LoggedOut"),
        Case(folder: "presenter", shape: .presenter, name: "URLPicker"),
        Case(folder: "launch", shape: .launch, name: "Root"),
        Case(folder: "stream", shape: .stream, name: "Screen"),
        Case(folder: "rvb", shape: .rvb, name: "ProductDetail"),
        Case(
            folder: "view-parameters-terminal", shape: .view, name: "RideDetail",
            parameters: ["rideID:String", "seats:Int", "stops:[String]", "note:String?", "fare:Double=9.5"],
            dependencies: ["greeting:String"], views: .terminal),
        Case(
            folder: "viewless-parameters", shape: .viewless, name: "Trip",
            parameters: ["tripID:String", "onArrival:@MainActor (String) -> Void={ _ in }"],
            dependencies: ["clock:any Clock<Duration>=ContinuousClock()"]),
        Case(
            folder: "presenter-terminal", shape: .presenter, name: "Checkout", parameters: ["total:Int"],
            views: .terminal),
        Case(folder: "launch-terminal", shape: .launch, name: "Root", views: .terminal),
        Case(
            folder: "stream-parameters", shape: .stream, name: "Player", parameters: ["trackID:String"],
            dependencies: ["baseURL:String"]),
        Case(folder: "stream-terminal", shape: .stream, name: "Player", views: .terminal),
        Case(
            folder: "rvb-parameters", shape: .rvb, name: "Receipt", parameters: ["orderID:String", "lines:Int"],
            dependencies: ["currency:String"]),
        // Issue 63: an RVB module's screen in the terminal, and outputs that carry values.
        Case(folder: "rvb-terminal", shape: .rvb, name: "Receipt", views: .terminal),
        Case(folder: "stream-outputs", shape: .stream, name: "Player", outputs: ["chose:String", "rated:Int"]),
        Case(folder: "rvb-outputs", shape: .rvb, name: "Receipt", outputs: ["paid:Double"]),
        // Issue 64: in a target that depends on RIBsUIKit, RIBsUIKit's view controllers.
        Case(folder: "view-uikit", shape: .view, name: "LoggedOut", views: .uiKit),
        Case(folder: "presenter-swiftui", shape: .presenter, name: "URLPicker", views: .swiftUI),
        Case(folder: "launch-uikit", shape: .launch, name: "Root", views: .uiKit),
    ]

    static func url(of file: ScaffoldFile, in folder: String) -> URL {
        Self.folder.appendingPathComponent(folder).appendingPathComponent(
            file.root == .sources ? "Sources" : "Tests"
        )
        .appendingPathComponent(file.path)
    }

    @Test(arguments: cases)
    func renderedFilesMatchTheGoldenFiles(_ golden: Case) throws {
        let files = try golden.files()
        for file in files {
            try GoldenFile.check(
                file.contents, at: Self.url(of: file, in: golden.folder), named: "\(golden.folder)/\(file.path)")
        }
        // No golden file is left over from a file the renderer no longer writes.
        let written = Set(files.map { Self.url(of: $0, in: golden.folder).path })
        let caseFolder = Self.folder.appendingPathComponent(golden.folder)
        let onDisk =
            FileManager.default.enumerator(atPath: caseFolder.path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("EntryPoint/") }
            .map { caseFolder.appendingPathComponent($0).path } ?? []
        #expect(Set(onDisk) == written, "\(golden.folder): golden files without a rendered file")
    }

    @Test(arguments: cases)
    func generatedSourcesAndTestsCompile(_ golden: Case) async throws {
        let files = try golden.files()
        let compiled = try ScaffoldCompilation(files: files, uiKit: golden.views == .uiKit || golden.views == .swiftUI)
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(golden.folder): the sources do not compile:\n\(module.errors)")
        #expect(!module.errors.contains("warning:"), "\(golden.folder): warnings:\n\(module.errors)")
        guard module.status == 0 else { return }
        let tests = try await compiled.typecheckTests()
        #expect(tests.status == 0, "\(golden.folder): the tests do not compile:\n\(tests.errors)")
        #expect(!tests.errors.contains("warning:"), "\(golden.folder): warnings in the tests:\n\(tests.errors)")
    }

    /// The entry point of an executable, in both forms: `main.swift`, and in place of SwiftPM's
    /// hello world. (`ScaffoldedPackageTests` builds and runs one in a package.)
    /// In a target that links RIBsInspector, it takes `--inspect` (issue 40: a user copied it from
    /// the tutorial's `main.swift`).
    @Test(
        arguments: [(nil, "main.swift", false), ("Rides", "Rides.swift", false), (nil, "inspected/main.swift", true)]
            as [(String?, String, Bool)])
    func theEntryPointMatchesItsGoldenFile(mainType: String?, file: String, inspects: Bool) throws {
        let text = ScaffoldRenderer.entryPoint(
            launching: try RIBName("Root"), appName: "rides", mainType: mainType, inspects: inspects)
        try GoldenFile.check(
            text, at: Self.folder.appendingPathComponent("launch-terminal/EntryPoint/\(file)"),
            named: "launch-terminal/EntryPoint/\(file)")
    }

    @Test func everyShapeHasACase() {
        #expect(Set(Self.cases.map(\.shape)) == Set(RIBShape.allCases))
    }
}
