// swift-tools-version: 6.2
import PackageDescription

// Coverage-guided fuzzers (libFuzzer, AddressSanitizer) of the code that reads a user's input:
// the mock generator, the `ribs deps` reader, `ribs new` / `ribs attach`, `ribs migrate` and the inspector's
// HTTP and WebSocket input. A package of its own, so that the library's manifest stays free of
// instrumentation: it compiles the library's modules from their own folders (Linked/ holds
// links to them), the ones under test with coverage and AddressSanitizer.
//
//   Scripts/fuzz.sh [SECONDS] [FUZZER...]

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]
let instrumented: [SwiftSetting] = strictSettings + [.unsafeFlags(["-sanitize=fuzzer,address"])]
let fuzzerLinking: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]

let package = Package(
    name: "swift-ribs-fuzz",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The library's modules, from their own sources.
        .target(name: "RIBsText", path: "Linked/RIBsText", swiftSettings: strictSettings),
        .target(
            name: "RIBs", dependencies: ["RIBsText"], path: "Linked/RIBs", exclude: ["Documentation.docc"],
            swiftSettings: strictSettings),
        .target(
            name: "RIBsInspectorWire", dependencies: ["RIBs"], path: "Linked/RIBsInspectorWire",
            swiftSettings: strictSettings),
        .target(
            name: "RIBsInspector",
            dependencies: ["RIBs", "RIBsInspectorWire", .product(name: "FlyingFox", package: "FlyingFox")],
            path: "Linked/RIBsInspector", exclude: ["Documentation.docc"],
            // The library's Inspector trait, which this package has no need to declare.
            swiftSettings: instrumented + [.define("Inspector")]
        ),
        .target(
            name: "RIBsSource",
            dependencies: [
                "RIBsText",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            path: "Linked/RIBsSource", swiftSettings: instrumented
        ),
    ]
        // The tools' modules over the source layer, as the library declares them.
        + [
            ("RIBsDependencyGraph", []), ("RIBsScaffold", []), ("RIBsMock", ["RIBsDependencyGraph"]),
            ("RIBsDeps", ["RIBsDependencyGraph"]), ("RIBsMigrate", []),
        ].map { (name: String, shared: [Target.Dependency]) in
            .target(
                name: name,
                dependencies: ["RIBsSource"] + shared + [.product(name: "SwiftSyntax", package: "swift-syntax")],
                path: "Linked/\(name)", swiftSettings: instrumented)
        }
        + [
            .target(
                name: "RIBsFuzzChecks",
                dependencies: [
                    "RIBsSource", "RIBsScaffold", "RIBsMock", "RIBsDeps", "RIBsDependencyGraph", "RIBsMigrate",
                    .product(name: "SwiftSyntax", package: "swift-syntax"),
                ],
                path: "Linked/RIBsFuzzChecks", swiftSettings: instrumented
            ),

            .target(name: "RIBsFuzzDriver", path: "Driver", swiftSettings: strictSettings),
        ]
        // libFuzzer's entry points, one a folder, each with what it checks inputs with.
        + [
            ("MockFuzzer", ["RIBsFuzzChecks"]), ("DepsFuzzer", ["RIBsFuzzChecks"]),
            ("ScaffoldFuzzer", ["RIBsFuzzChecks"]), ("InspectorFuzzer", ["RIBsInspector", "RIBs"]),
            ("MigrateFuzzer", ["RIBsFuzzChecks"]),
        ].map { (fuzzer: String, checks: [Target.Dependency]) in
            .executableTarget(
                name: fuzzer, dependencies: ["RIBsFuzzDriver"] + checks, path: fuzzer, swiftSettings: instrumented,
                linkerSettings: fuzzerLinking)
        },
    swiftLanguageModes: [.v6]
)
