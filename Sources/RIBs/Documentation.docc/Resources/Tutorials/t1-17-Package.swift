// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "TicTacToe",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .executableTarget(
            name: "TicTacToe",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RIBsTerminal", package: "swift-ribs"),
                .product(name: "RIBsInspector", package: "swift-ribs"),
            ],
            plugins: [.plugin(name: "RIBsDepsPlugin", package: "swift-ribs")]
        ),
        .testTarget(
            name: "TicTacToeTests",
            dependencies: ["TicTacToe", .product(name: "RIBsTesting", package: "swift-ribs")],
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]
        ),
    ]
)
