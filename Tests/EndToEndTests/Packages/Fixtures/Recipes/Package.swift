// swift-tools-version: 6.2
// What a user's manifest becomes once `swift package init --type executable --name Recipes` has
// written it: swift-ribs with the Tools trait (the inspector included), RIBs, RIBsTerminal and
// RIBsInspector in the app, RIBsTesting and RIBsMockPlugin in its tests. RecipesPackageTests
// counts the lines added to SwiftPM's.
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .executableTarget(
            name: "Recipes",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RIBsTerminal", package: "swift-ribs"),
                .product(name: "RIBsInspector", package: "swift-ribs"),
            ]
        ),
        .testTarget(
            name: "RecipesTests",
            dependencies: ["Recipes", .product(name: "RIBsTesting", package: "swift-ribs")],
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
