import Foundation
import TestSupport
import Testing

/// RIBsUIKit, the glue a migrated app imports, compiled on every commit although UIKit does not
/// exist here: its sources against stand-in modules named UIKit and SwiftUI
/// (`UIKitStandIn/UIKit/`, `SwiftUI.swift`: UIKit's signatures, and the calls UIKit makes
/// when a view controller is presented, dismissed, pushed and popped), then an Uber app's UIKit
/// lines against it (`UIKitStandIn/MigratedApp.swift`: `uiviewController`, `RIBViewController`,
/// `launch(from:)` with a `UIWindow`). Swift 6 mode, no warning. Then it plays what a person does
/// to close a RIB's view and what an app does to take one away (`UIKitStandIn/Scenarios`: the
/// catalogue of issue 64), linked with this build's RIBs, and checks every entry of the
/// article's catalogue.
@Suite struct RIBsUIKitTests {
    static let standIn = UIKitStandIn.folder

    /// The entries of the catalogue in *Using swift-ribs in an iOS app* (its table's first
    /// column), each of which the scenarios must play, and pass, with RIBViewController views and
    /// with RIBHostingController views: an entry without a scenario fails here.
    static func catalogue() throws -> [String] {
        let article = try String(
            contentsOf: Repository.url("Sources/RIBs/Documentation.docc/UsingSwiftRIBsInAnIOSApp.md"), encoding: .utf8)
        guard let start = article.range(of: "<!-- catalogue -->"), let end = article.range(of: "<!-- /catalogue -->")
        else { return [] }
        return article[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| "), !line.hasPrefix("| entry"), !line.hasPrefix("| ---") else { return nil }
            return line.dropFirst(2).split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func theGlueCompilesAgainstUIKitsShapeAndAPersonClosingAViewDetachesItsRIB() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let products = ChildProcess.builtProducts
        let modules = products.appendingPathComponent("Modules").path
        let strict = [
            "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "MemberImportVisibility",
        ]
        let glue = try FileManager.default.contentsOfDirectory(
            at: Repository.url("Sources/RIBsUIKit"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.map(\.path)
        #expect(glue.count >= 5)
        func library(_ name: String, _ sources: [String], flags: [String] = []) -> [String] {
            [
                "-emit-library", "-static", "-emit-module", "-module-name", name, "-o", "\(work.path)/lib\(name).a",
                "-emit-module-path", "\(work.path)/\(name).swiftmodule", "-I", work.path, "-I", modules,
            ] + flags + sources
        }
        // The runtime's objects from this build, which the scenarios link; under
        // Scripts/sanitize.sh they are instrumented, and the scenarios link the sanitizer too.
        let sanitizer = ProcessInfo.processInfo.environment["RIBS_SANITIZE"].map { ["-sanitize=\($0)"] } ?? []
        let runtime = try ["RIBs", "RIBsText"].flatMap { module in
            let folder = products.appendingPathComponent("\(module).build")
            return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "o" }.map(\.path)
        }

        for (what, arguments) in [
            ("the stand-in UIKit", library("UIKit", try UIKitStandIn.uiKit)),
            ("the stand-in SwiftUI", library("SwiftUI", [Self.standIn.appendingPathComponent("SwiftUI.swift").path])),
            // RIBsUIKit compiles its glue on iOS's platforms, or where this flag says the UIKit
            // it imports is a stand-in.
            ("RIBsUIKit", library("RIBsUIKit", glue, flags: ["-DRIBS_UIKIT_STAND_IN"] + strict)),
            (
                "the migrated app",
                ["-typecheck", "-module-name", "App", "-I", work.path, "-I", modules] + strict
                    + [Self.standIn.appendingPathComponent("MigratedApp.swift").path]
            ),
            (
                "the scenarios",
                ["-module-name", "Scenarios", "-I", work.path, "-I", modules, "-L", work.path]
                    + ["-lRIBsUIKit", "-lSwiftUI", "-lUIKit", "-o", "\(work.path)/scenarios"] + strict + sanitizer
                    + (try UIKitStandIn.files(in: "Scenarios")) + runtime
            ),
        ] {
            let run = try await ChildProcess.tool(
                "swiftc", arguments: ["-swift-version", "6", "-parse-as-library"] + arguments
            ).run()
            try #require(run.status == 0, "\(what) does not compile:\n\(run.errors)")
            // The compiler's warnings, not the linker's (gold warns of AddressSanitizer's symbols).
            let warnings = run.errors.split(separator: "\n").filter {
                $0.contains(".swift:") && $0.contains("warning:")
            }
            #expect(warnings.isEmpty, "\(what): warnings in Swift 6 mode:\n\(run.errors)")
        }

        let played = try await ChildProcess(executable: work.appendingPathComponent("scenarios")).run()
        #expect(played.status == 0, "the scenarios stopped:\n\(played.allOutput)")
        let catalogue = try Self.catalogue()
        #expect(catalogue.count >= 30, "the article's catalogue has \(catalogue.count) entries")
        for entry in catalogue {
            for views in ["UIKit", "SwiftUI hosting"] {
                #expect(
                    played.output.contains("ok: \(entry) [\(views)]\n"), "\(entry) [\(views)]:\n\(played.allOutput)")
            }
        }
        #expect(!played.output.contains("FAIL"), "\(played.output)")
    }
}
