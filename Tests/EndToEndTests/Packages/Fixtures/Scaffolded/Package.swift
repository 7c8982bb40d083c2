// swift-tools-version: 6.2
// A user's package whose RIBs are written by `ribs new` and wired by `ribs attach` (the test
// runs them, then adds the user's own lines): one target of Uber's variants and the stream
// style, one of an RVB module, the seed article's Root → Login → CreateAccount, Uber's
// tutorial 1, and a three-level tree whose forwarding RIBsDepsPlugin generates. Its tests get
// their mocks from RIBsMockPlugin.
import PackageDescription

let ribs = Target.Dependency.product(name: "RIBs", package: "swift-ribs")
let testing = Target.Dependency.product(name: "RIBsTesting", package: "swift-ribs")
let mocks = Target.PluginUsage.plugin(name: "RIBsMockPlugin", package: "swift-ribs")
let deps = Target.PluginUsage.plugin(name: "RIBsDepsPlugin", package: "swift-ribs")

let package = Package(
    name: "Scaffolded",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .target(name: "Variants", dependencies: [ribs]),
        .testTarget(name: "VariantsTests", dependencies: ["Variants", testing], plugins: [mocks]),
        .target(name: "Modules", dependencies: [.product(name: "RVB", package: "swift-ribs")]),
        .testTarget(
            name: "ModulesTests",
            dependencies: ["Modules", testing, .product(name: "RVB", package: "swift-ribs")]),
        .target(name: "Seed", dependencies: [ribs]),
        .testTarget(name: "SeedTests", dependencies: ["Seed", testing], plugins: [mocks]),
        .target(name: "Tutorial", dependencies: [ribs]),
        // Its components' forwarding is generated while it builds (ribs deps).
        .target(name: "Wired", dependencies: [ribs], plugins: [deps]),
        .testTarget(name: "WiredTests", dependencies: ["Wired", testing], plugins: [mocks]),
        .testTarget(name: "TutorialTests", dependencies: ["Tutorial", testing], plugins: [mocks]),
    ],
    swiftLanguageModes: [.v6]
)
