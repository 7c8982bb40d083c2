// swift-tools-version: 6.2
// What a user's manifest becomes once `swift package init --type executable --name Rides` has
// written it: swift-ribs with the Tools trait, RIBs and RIBsTerminal in the app, RIBsTesting and
// RIBsMockPlugin in its tests. RidesPackageTests counts the lines added to SwiftPM's.
import PackageDescription

let package = Package(
    name: "Rides",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .executableTarget(
            name: "Rides",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RIBsTerminal", package: "swift-ribs"),
            ]
        ),
        .testTarget(
            name: "RidesTests",
            dependencies: ["Rides", .product(name: "RIBsTesting", package: "swift-ribs")],
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
