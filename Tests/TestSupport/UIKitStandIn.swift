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
