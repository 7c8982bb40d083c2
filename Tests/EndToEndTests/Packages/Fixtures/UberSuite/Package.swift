// swift-tools-version: 6.2
import PackageDescription

// Uber's RIBsTests (uber/RIBs-iOS), as a team migrating to swift-ribs would run them on Linux:
// UberSuiteMigrationTests copies them into Tests/UberRIBsTests, runs `ribs migrate Tests`, and
// adds the stand-ins for what Apple's platforms give them: UIKit (this repository's stand-in),
// RIBsUIKit compiled against it, and CwlPreconditionTesting's `catchBadInstruction`.
let package = Package(
    name: "UberSuite",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs")],
    targets: [
        .target(name: "CwlPreconditionTesting", path: "StandIns/Cwl"),
        .target(name: "UIKit", dependencies: [.product(name: "RIBs", package: "swift-ribs")], path: "StandIns/UIKit"),
        .target(
            name: "RIBsUIKitOnStandIn",
            dependencies: ["UIKit", .product(name: "RIBs", package: "swift-ribs")],
            path: "StandIns/RIBsUIKit",
            swiftSettings: [.define("RIBS_UIKIT_STAND_IN")]
        ),
        .testTarget(
            name: "UberRIBsTests",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"), .product(name: "RIBsTesting", package: "swift-ribs"),
                "CwlPreconditionTesting", "UIKit", "RIBsUIKitOnStandIn",
            ],
            path: "Tests/UberRIBsTests"
        ),
    ]
)
