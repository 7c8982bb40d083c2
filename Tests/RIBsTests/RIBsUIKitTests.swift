import Foundation
import TestSupport
import Testing

/// RIBsUIKit, the glue a migrated app imports, compiled on every commit although UIKit does not
/// exist here: its sources against a stand-in module named UIKit (`UIKitStandIn/UIKit.swift`,
/// the shape of the types it uses), then an Uber app's UIKit lines against it
/// (`UIKitStandIn/MigratedApp.swift`: `uiviewController`, `RIBViewController`,
/// `launch(from:)` with a `UIWindow`). Swift 6 mode, no warning.
@Suite struct RIBsUIKitTests {
    static let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "UIKitStandIn")

    @Test func theGlueAndAMigratedAppCompileAgainstUIKitsShape() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ribs-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let modules = ChildProcess.builtProducts.appendingPathComponent("Modules").path
        let strict = [
            "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "MemberImportVisibility",
        ]
        let glue = try FileManager.default.contentsOfDirectory(
            at: Repository.url("Sources/RIBsUIKit"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.map(\.path)
        #expect(glue.count >= 3)

        for (what, arguments) in [
            (
                "the stand-in UIKit",
                [
                    "-emit-module", "-module-name", "UIKit", "-emit-module-path", "\(work.path)/UIKit.swiftmodule",
                    Self.standIn.appendingPathComponent("UIKit.swift").path,
                ]
            ),
            (
                "RIBsUIKit",
                [
                    // RIBsUIKit compiles its glue on iOS's platforms, or where this flag says
                    // the UIKit it imports is a stand-in.
                    "-emit-module", "-module-name", "RIBsUIKit", "-DRIBS_UIKIT_STAND_IN", "-emit-module-path",
                    "\(work.path)/RIBsUIKit.swiftmodule",
                    "-I", work.path, "-I", modules,
                ] + strict + glue
            ),
            (
                "the migrated app",
                ["-typecheck", "-module-name", "App", "-I", work.path, "-I", modules] + strict
                    + [Self.standIn.appendingPathComponent("MigratedApp.swift").path]
            ),
        ] {
            let run = try await ChildProcess.tool(
                "swiftc", arguments: ["-swift-version", "6", "-parse-as-library"] + arguments
            ).run()
            #expect(run.status == 0, "\(what) does not compile:\n\(run.errors)")
            #expect(!run.errors.contains("warning:"), "\(what): warnings in Swift 6 mode:\n\(run.errors)")
        }
    }
}
