import Foundation
import TestSupport
import Testing

/// RIBsUIKit, the glue a migrated app imports, compiled on every commit although UIKit does not
/// exist here: its sources against stand-in modules named UIKit and SwiftUI
/// (`UIKitStandIn/UIKit.swift`, `SwiftUI.swift`: UIKit's signatures, and the calls UIKit makes
/// when a view controller is presented, dismissed, pushed and popped), then an Uber app's UIKit
/// lines against it (`UIKitStandIn/MigratedApp.swift`: `uiviewController`, `RIBViewController`,
/// `launch(from:)` with a `UIWindow`). Swift 6 mode, no warning. Then it plays what a person does
/// to close a RIB's view (`UIKitStandIn/UserCloseScenarios.swift`), linked with this build's
/// RIBs, and checks every scenario (issue 58).
@Suite struct RIBsUIKitTests {
    static let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "UIKitStandIn")

    /// The scenarios `UserCloseScenarios.swift` plays, each of which must print `ok: <name>`.
    static let scenarios = [
        "a sheet pulled down", "the back button or swipe", "a SwiftUI sheet pulled down", "a SwiftUI screen popped",
        "the router's own dismissal", "the router's own pop", "a navigation controller pulled down with its screens",
        "a stream-style parent shows its children",
    ]

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
            ("the stand-in UIKit", library("UIKit", [Self.standIn.appendingPathComponent("UIKit.swift").path])),
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
                    + [Self.standIn.appendingPathComponent("UserCloseScenarios.swift").path] + runtime
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
        for scenario in Self.scenarios {
            #expect(played.output.contains("ok: \(scenario)\n"), "\(scenario):\n\(played.allOutput)")
        }
        #expect(!played.output.contains("FAIL"), "\(played.output)")
    }
}
