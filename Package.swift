// swift-tools-version: 6.2
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode is the package default; these make the
/// code say what it means (`any` for existentials) and keep imports honest.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "swift-ribs",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RIBs", targets: ["RIBs"]),
        .library(name: "RIBsTesting", targets: ["RIBsTesting"]),
        .library(name: "RVB", targets: ["RVB"]),
        .library(name: "RIBsTerminal", targets: ["RIBsTerminal"]),
        .executable(name: "ribs", targets: ["ribs"]),
        .executable(name: "ribs-demo", targets: ["RIBsDemo"]),
        .executable(name: "ribs-stream-sample", targets: ["StreamStyleSample"]),
        .executable(name: "ribs-rvb-sample", targets: ["RVBSample"]),
        .executable(name: "ribs-benchmarks", targets: ["RIBsBenchmarks"]),
    ],
    dependencies: [
        // Tools only: the RIBs runtime and RIBsTesting depend on nothing but the toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The runtime: nothing beyond the toolchain.
        .target(name: "RIBs", swiftSettings: strictSettings),
        // Test support: doubles, the exhaustive harness, tree assertions, the leak-detection trait.
        .target(name: "RIBsTesting", dependencies: ["RIBs"], swiftSettings: strictSettings),
        // Router-View-Builder modules on the RIBs runtime.
        .target(name: "RVB", dependencies: ["RIBs"], swiftSettings: strictSettings),
        // Code generators (mocks first): parse with SwiftParser into a model, render text.
        .target(
            name: "RIBsGenerators",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: strictSettings
        ),
        // The command-line tool: `ribs mock`, with Mockolo's flags.
        .executableTarget(
            name: "ribs",
            dependencies: ["RIBsGenerators", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        // A terminal view layer: views that render lines and take typed commands.
        .target(name: "RIBsTerminal", dependencies: ["RIBs"], swiftSettings: strictSettings),
        .executableTarget(
            name: "StreamStyleSample",
            dependencies: ["RIBs", "RIBsTerminal"],
            path: "Examples/StreamStyle",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "RVBSample",
            dependencies: ["RVB", "RIBsTerminal"],
            path: "Examples/RVB",
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "RIBsDemo", dependencies: ["RIBs"], swiftSettings: strictSettings),
        .target(name: "AllocatorStatistics", path: "Benchmarks/AllocatorStatistics"),
        .executableTarget(
            name: "RIBsBenchmarks",
            dependencies: ["RIBs", "AllocatorStatistics"],
            path: "Benchmarks/RIBsBenchmarks",
            swiftSettings: strictSettings
        ),
        .testTarget(name: "RIBsTests", dependencies: ["RIBs"], swiftSettings: strictSettings),
        .testTarget(name: "RVBTests", dependencies: ["RIBs", "RVB", "RIBsTesting"], swiftSettings: strictSettings),
        // Depends on RIBs and RIBsTesting too: generated mocks are type-checked against them.
        .testTarget(name: "RIBsGeneratorsTests", dependencies: ["RIBsGenerators", "RIBs", "RIBsTesting"], exclude: ["Golden"], swiftSettings: strictSettings),
        // Runs the built sample apps with scripted input.
        .testTarget(name: "SamplesTests", dependencies: ["StreamStyleSample", "RVBSample", "ribs"], swiftSettings: strictSettings),
        .testTarget(name: "RIBsTestingTests", dependencies: ["RIBs", "RIBsTesting"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
