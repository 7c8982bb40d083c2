import Foundation

/// The stand-ins for UIKit and SwiftUI that RIBsUIKit and a migrated app compile against here,
/// where neither exists (`Tests/RIBsTests/UIKitStandIn`).
package enum UIKitStandIn {
    /// The folder of the stand-ins, the scenarios and the migrated app's lines.
    package static let folder = Repository.url("Tests/RIBsTests/UIKitStandIn")

    /// The Swift files of `subfolder` (`UIKit`, `Scenarios`), sorted.
    package static func files(in subfolder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(
            at: folder.appendingPathComponent(subfolder), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
    }

    /// The stand-in UIKit's sources: one module, `UIKit`.
    package static var uiKit: [String] {
        get throws { try files(in: "UIKit") }
    }
}

extension UIKitStandIn {
    /// Emits the modules `UIKit` (the stand-in), `SwiftUI` (the stand-in) and `RIBsUIKit` (its
    /// glue compiled against them) into `folder`, for code that imports them to compile against;
    /// fails naming the module that does not compile.
    package static func emitModules(into folder: URL) async throws {
        let modules = ChildProcess.builtProducts.appendingPathComponent("Modules").path
        let glue = try FileManager.default.contentsOfDirectory(
            at: Repository.url("Sources/RIBsUIKit"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
        for (module, sources, flags) in [
            ("UIKit", try uiKit, [String]()),
            ("SwiftUI", [UIKitStandIn.folder.appendingPathComponent("SwiftUI.swift").path], []),
            ("RIBsUIKit", glue, ["-DRIBS_UIKIT_STAND_IN"]),
        ] {
            let built = try await ChildProcess.tool(
                "swiftc",
                arguments: [
                    "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    "-I", folder.path, "-I", modules,
                ] + flags + sources
            ).run()
            guard built.status == 0 else {
                throw StandInError(description: "the stand-in \(module) does not compile:\n\(built.allOutput)")
            }
        }
    }

    /// A stand-in module that does not compile.
    package struct StandInError: Error, CustomStringConvertible {
        package let description: String
    }
}
