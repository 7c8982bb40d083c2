// swift-tools-version: 6.2
// What a user's manifest becomes once `swift package init --type executable --name Podcasts` has
// written it: swift-ribs with the Tools trait (the inspector included), RIBs, RIBsTerminal and
// RIBsInspector in the app, whose components' dependencies RIBsDepsPlugin generates, and
// RIBsTesting and RIBsMockPlugin in its tests. PodcastsPackageTests counts the lines added to
// SwiftPM's.
import PackageDescription

let package = Package(
    name: "Podcasts",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .executableTarget(
            name: "Podcasts",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RIBsTerminal", package: "swift-ribs"),
                .product(name: "RIBsInspector", package: "swift-ribs"),
            ],
            plugins: [.plugin(name: "RIBsDepsPlugin", package: "swift-ribs")]
        ),
        .testTarget(
            name: "PodcastsTests",
            dependencies: ["Podcasts", .product(name: "RIBsTesting", package: "swift-ribs")],
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
