// swift-tools-version: 6.2
import PackageDescription

// The runtime's benchmarks, a package of their own so that a package depending on swift-ribs
// does not see them. Release mode, each figure against a floor measured in the same run:
//
//   swift run -c release --package-path Benchmarks ribs-benchmarks
//
// The tools' benchmarks (DepsGraph/, MockCorpus/) are Python scripts that build `ribs` itself.

let package = Package(
    name: "swift-ribs-benchmarks",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.executable(name: "ribs-benchmarks", targets: ["RIBsBenchmarks"])],
    // Inspector: benchmark 6 measures what an inspector costs the app.
    dependencies: [
        .package(name: "swift-ribs", path: "..", traits: ["Inspector"]),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(name: "AllocatorStatistics", path: "AllocatorStatistics"),
        .executableTarget(
            name: "RIBsBenchmarks",
            dependencies: [
                "AllocatorStatistics", .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RIBsInspector", package: "swift-ribs"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "RIBsBenchmarks",
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("MemberImportVisibility"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
