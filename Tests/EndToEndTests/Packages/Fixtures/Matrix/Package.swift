// swift-tools-version: 6.2
// What a user's manifest becomes once `swift package init --type executable --name Matrix` has
// written it: swift-ribs with the Tools trait, RIBs, RVB and RIBsTerminal in the app (the three
// styles in one module), RIBsDepsPlugin on the app, RIBsTesting and RIBsMockPlugin in its tests.
// StyleMatrixTests counts the lines added to SwiftPM's.
import PackageDescription

let package = Package(
    name: "Matrix",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .executableTarget(
            name: "Matrix",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RVB", package: "swift-ribs"),
                .product(name: "RIBsTerminal", package: "swift-ribs"),
            ],
            plugins: [.plugin(name: "RIBsDepsPlugin", package: "swift-ribs")]
        ),
        .testTarget(
            name: "MatrixTests",
            dependencies: ["Matrix", .product(name: "RIBsTesting", package: "swift-ribs")],
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
