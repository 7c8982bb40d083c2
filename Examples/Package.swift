// swift-tools-version: 6.2
import PackageDescription

// The example apps, a package of their own (TCA's Examples/ layout): a package that depends on
// swift-ribs sees only its libraries, the ribs tool and the plugins, not these.
//
//   swift run --package-path Examples tictactoe
//   swift test --package-path Examples
//
// It uses no plugin, so the first `swift run` compiles the apps and the runtime, not swift-syntax
// (SwiftPM builds a plugin's tool while it plans). The tests on mocks RIBsMockPlugin writes are
// a package of their own, MockedTests/.
//
// Scripts/end-to-end.sh builds it in the library's own build folder (--scratch-path .build): the
// library's modules are the same there, so nothing is compiled twice, and the apps land beside
// the library's test bundle, where the end-to-end tests run them.

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "swift-ribs-examples",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "tictactoe", targets: ["TicTacToeExample"]),
        .executable(name: "ribs-login", targets: ["LoginExample"]),
        .executable(name: "ribs-runtime-example", targets: ["RuntimeExample"]),
        .executable(name: "ribs-stream-example", targets: ["StreamStyleExample"]),
        .executable(name: "ribs-rvb-example", targets: ["RVBExample"]),
        // Deprecated: the names README showed before the examples took one word (CHANGELOG,
        // "Deprecated (the examples)"); they go in the next release.
        .executable(name: "ribs-demo", targets: ["RuntimeExample"]),
        .executable(name: "ribs-stream-sample", targets: ["StreamStyleExample"]),
        .executable(name: "ribs-rvb-sample", targets: ["RVBExample"]),
    ],
    // Inspector for --inspect. Tools only so that the library's modules are built with the
    // traits the library's own build and MockedTests use, and are shared in one build folder:
    // no app depends on a tool, so the apps compile no swift-syntax.
    dependencies: [
        .package(name: "swift-ribs", path: "..", traits: ["Tools"]),
        // The Login example's auth server.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Uber's tutorials 1 to 4, playable in the terminal.
        .executableTarget(
            name: "TicTacToeExample",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"), .product(name: "RIBsTerminal", package: "swift-ribs"),
                .product(name: "RIBsInspector", package: "swift-ribs"),
            ],
            path: "TicTacToe", swiftSettings: strictSettings),
        // The seed article's Login flow, against a real HTTP auth server.
        .target(
            name: "LoginApp",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"), .product(name: "RIBsTerminal", package: "swift-ribs"),
                .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Login/LoginApp", swiftSettings: strictSettings),
        .executableTarget(
            name: "LoginExample",
            dependencies: [
                "LoginApp", .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RIBsTerminal", package: "swift-ribs"),
                .product(name: "RIBsInspector", package: "swift-ribs"),
            ],
            path: "Login/Main", swiftSettings: strictSettings),
        // SwiftUI-RIB's demo in the stream style, and RVB's sign-up flow.
        .executableTarget(
            name: "StreamStyleExample",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"), .product(name: "RIBsTerminal", package: "swift-ribs"),
            ],
            path: "StreamStyle", swiftSettings: strictSettings),
        .executableTarget(
            name: "RVBExample",
            dependencies: [
                .product(name: "RVB", package: "swift-ribs"), .product(name: "RIBsTerminal", package: "swift-ribs"),
            ],
            path: "RVB", swiftSettings: strictSettings),
        // The runtime on its own, printed as the tree changes.
        .executableTarget(
            name: "RuntimeExample", dependencies: [.product(name: "RIBs", package: "swift-ribs")], path: "Runtime",
            swiftSettings: strictSettings),
        .testTarget(
            name: "ExampleRIBsTests",
            dependencies: [
                "StreamStyleExample", "RVBExample", .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RIBsTerminal", package: "swift-ribs"),
                .product(name: "RIBsTesting", package: "swift-ribs"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// As in the library's manifest: CI makes every warning of ours an error.
if Context.environment["RIBS_WARNINGS_AS_ERRORS"] != nil {
    for target in package.targets where target.type != .plugin {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
