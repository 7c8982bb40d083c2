// swift-tools-version: 6.2
import PackageDescription

/// Settings every target of ours shares: Swift 6 mode is the package default; these make the
/// code say what it means (`any` for existentials) and keep imports honest.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// A product of swift-syntax, which only the tools build (the Tools trait).
func syntax(_ product: String) -> Target.Dependency {
    .product(name: product, package: "swift-syntax", condition: .when(traits: ["Tools"]))
}

/// The tools, one module each over the source layer (NOTES.md: *The tools as modules over one
/// source layer*), with what each shares with another tool: ribs new/attach/worker/workflow,
/// ribs mock, ribs deps, ribs migrate, ribs availability. A new tool is a line here, its test
/// target below, its module's folder and its command.
let tools: [(name: String, shared: [Target.Dependency])] = [
    ("RIBsScaffold", []),
    ("RIBsMock", ["RIBsDependencyGraph"]),
    ("RIBsDeps", ["RIBsDependencyGraph", "RIBsText"]),
    ("RIBsMigrate", []),
    ("RIBsAvailability", []),
]
/// What two tools share: the components, dependencies and builders of RIB modules, read and
/// resolved (ribs deps writes what it resolves; ribs mock mocks the pass-through protocols).
let sharedByTools = ["RIBsDependencyGraph"]
/// Every module of the tools: the source layer, the tools and what they share.
let toolModules = ["RIBsSource"] + tools.map(\.name) + sharedByTools

/// A tool's module: over the source layer (and `over`, a module two tools share), never over
/// another tool. It reads syntax trees but does not parse: SwiftParser is the source layer's.
func tool(_ name: String, over shared: [Target.Dependency] = []) -> Target {
    .target(
        name: name, dependencies: ["RIBsSource"] + shared + [syntax("SwiftSyntax")],
        swiftSettings: strictSettings)
}

/// A tool's test target: the tool's modules, the source layer, the runtime its generated code
/// is compiled against, and test support; `goldens` are folders of expected files, not sources.
func toolTests(_ name: String, _ modules: [Target.Dependency], goldens: [String] = []) -> Target {
    .testTarget(
        name: name, dependencies: modules + ["RIBsSource", "RIBs", "RIBsTesting", "RVB", "TestSupport"],
        exclude: goldens, swiftSettings: strictSettings)
}

let package = Package(
    name: "swift-ribs",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RIBs", targets: ["RIBs"]),
        .library(name: "RIBsTesting", targets: ["RIBsTesting"]),
        .library(name: "RVB", targets: ["RVB"]),
        .library(name: "RIBsTerminal", targets: ["RIBsTerminal"]),
        .library(name: "RIBsInspector", targets: ["RIBsInspector"]),
        .library(name: "RIBsUIKit", targets: ["RIBsUIKit"]),
        .executable(name: "ribs", targets: ["ribs"]),
        .plugin(name: "RIBsMockPlugin", targets: ["RIBsMockPlugin"]),
        .plugin(name: "ribs-command", targets: ["RIBsCommandPlugin"]),
        .plugin(name: "RIBsDepsPlugin", targets: ["RIBsDepsPlugin"]),
    ],
    traits: [
        .trait(
            name: "Tools",
            description:
                "The ribs command and the plugins that run it (RIBsMockPlugin, RIBsDepsPlugin, ribs-command), and RIBsInspector as the Inspector trait gives it: they build swift-syntax, swift-argument-parser and, where a target uses RIBsInspector, FlyingFox, which a package using only RIBs neither resolves nor builds. Enable it alone, not with Inspector."
        ),
        .trait(
            name: "Inspector",
            description:
                "RIBsInspector, the live tree in a browser, for a package without the tools: it builds FlyingFox, which a package using only RIBs neither resolves nor builds. Tools includes it."
        ),
        .default(enabledTraits: []),
    ],
    dependencies: [
        // Tools only (the Tools trait): the RIBs runtime and RIBsTesting depend on nothing but
        // the toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The inspector's HTTP and WebSocket server (the Inspector trait).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The runtime: nothing beyond the toolchain.
        .target(name: "RIBs", dependencies: ["RIBsText"], swiftSettings: strictSettings),
        // Text the runtime, the tests' assertions and the tools print alike (a tree drawn with
        // branches, a line diff's script): no product, no dependency.
        .target(name: "RIBsText", swiftSettings: strictSettings),
        // Test support: doubles, the exhaustive harness, tree assertions, the leak-detection trait.
        .target(name: "RIBsTesting", dependencies: ["RIBs", "RIBsText"], swiftSettings: strictSettings),
        // Router-View-Builder modules on the RIBs runtime.
        .target(name: "RVB", dependencies: ["RIBs"], swiftSettings: strictSettings),
        // The UIKit glue a migrated app imports (uiviewController, UIWindow as a window, a base
        // view controller): empty off iOS's platforms (a module named UIKit elsewhere is a
        // stand-in); RIBsUIKitTests compiles it against one with -DRIBS_UIKIT_STAND_IN.
        .target(name: "RIBsUIKit", dependencies: ["RIBs"], swiftSettings: strictSettings),
        // A terminal view layer: views that render lines and take typed commands.
        .target(name: "RIBsTerminal", dependencies: ["RIBs"], swiftSettings: strictSettings),
        // A live view of a running app's tree in a browser, served over HTTP and WebSocket.
        .target(
            name: "RIBsInspector",
            dependencies: [
                "RIBs", "RIBsInspectorWire",
                // Tools brings it too: two traits enabled together get their -D flags in a different
                // order on each of SwiftPM's build plans, which recompiles every module of
                // swift-ribs (NOTES.md), so a package that wants both enables Tools alone.
                .product(
                    name: "FlyingFox", package: "FlyingFox", condition: .when(traits: ["Inspector", "Tools"])),
            ],
            swiftSettings: strictSettings
        ),
        // The inspector's JSON, shared with `ribs tree`, which reads it without FlyingFox.
        .target(name: "RIBsInspectorWire", dependencies: ["RIBs"], swiftSettings: strictSettings),
        // The tools' source layer: the folder walker, the guarded parse and its cache, source
        // edits and their checks, line tables, the file-set writer with its dry-run diff, the
        // package manifest, and the one diagnostic every tool reports through. Nothing above it
        // parses, writes files or prints on its own; it imports no tool.
        .target(
            name: "RIBsSource",
            dependencies: [
                // The text helpers it shares with the runtime (TreeText, LineEdits), not the runtime.
                "RIBsText",
                syntax("SwiftSyntax"), syntax("SwiftParser"), syntax("SwiftParserDiagnostics"),
            ],
            swiftSettings: strictSettings
        ),
    ]
        // One module per tool (`tools`, above), and what they share.
        + tools.map { tool($0.name, over: $0.shared) } + sharedByTools.map { tool($0) }
        + [
            // What the fuzzers check on each input (Fuzz/), and the regression tests check on every
            // input a fuzzer saved.
            .target(
                name: "RIBsFuzzChecks",
                dependencies: [
                    "RIBsSource", "RIBsScaffold", "RIBsMock", "RIBsDeps", "RIBsDependencyGraph", "RIBsMigrate",
                    syntax("SwiftSyntax"),
                ],
                swiftSettings: strictSettings
            ),
            // The commands of `ribs`, parsed with swift-argument-parser.
            .target(
                name: "RIBsCommands",
                dependencies: toolModules.map { .target(name: $0) } + [
                    "RIBs", "RIBsText", "RIBsInspectorWire",
                    .product(
                        name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tools"])),
                ],
                swiftSettings: strictSettings
            ),
            // The command-line tool: without the Tools trait it only says how to enable it.
            .executableTarget(
                name: "ribs",
                dependencies: [.target(name: "RIBsCommands", condition: .when(traits: ["Tools"]))],
                swiftSettings: strictSettings
            ),
            // Build-time mocks for test targets.
            .plugin(name: "RIBsMockPlugin", capability: .buildTool(), dependencies: ["ribs"]),
            // What components give their children, generated while a target builds (ribs deps).
            .plugin(name: "RIBsDepsPlugin", capability: .buildTool(), dependencies: ["ribs"]),
            // `swift package ribs new …`: the ribs command in a package that depends on this one,
            // built as the plugins build it, so the command and the plugins share one build.
            .plugin(
                name: "RIBsCommandPlugin",
                capability: .command(
                    intent: .custom(
                        verb: "ribs", description: "Runs ribs: new, attach, mock, deps, migrate, templates."),
                    permissions: [
                        .writeToPackageDirectory(
                            reason: "ribs new and ribs attach write the RIB's Swift files into the package.")
                    ]
                ),
                dependencies: ["ribs"]
            ),

            // Runs programs from the tests (the built `ribs`, swift, swiftc, tmux) with time limits,
            // and what the end-to-end tests share.
            .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
            .testTarget(
                name: "RIBsTests", dependencies: ["RIBs", "RIBsText", "RIBsTesting", "TestSupport"],
                exclude: ["UIKitStandIn", "RxStandIn"],
                swiftSettings: strictSettings),
            .testTarget(
                name: "RIBsTestingTests", dependencies: ["RIBs", "RIBsTesting"], swiftSettings: strictSettings),
            .testTarget(name: "RVBTests", dependencies: ["RIBs", "RVB", "RIBsTesting"], swiftSettings: strictSettings),
            .testTarget(name: "RIBsTerminalTests", dependencies: ["RIBsTerminal"], swiftSettings: strictSettings),
            .testTarget(
                name: "RIBsInspectorTests",
                dependencies: [
                    "RIBsInspector", "RIBsInspectorWire", "RIBs", "RIBsTesting", "TestSupport",
                    .product(name: "FlyingFox", package: "FlyingFox"),
                    .product(name: "FlyingSocks", package: "FlyingFox"),
                ],
                swiftSettings: strictSettings
            ),
            // The tools' tests follow their modules: each builds the tool it tests, the source layer
            // and the runtime (generated code is type-checked against RIBs, RIBsTesting and RVB).
            .testTarget(
                name: "RIBsSourceTests", dependencies: ["RIBsSource", "TestSupport"], swiftSettings: strictSettings),
            // The scaffolder's generated tests run on the mocks ribs mock writes, as a user's do.
            toolTests(
                "RIBsScaffoldTests", ["RIBsScaffold", "RIBsMock"],
                goldens: ["AttachGolden", "ScaffoldGolden", "WorkerGolden", "WorkflowGolden"]),
            toolTests("RIBsMockTests", ["RIBsMock", "RIBsDependencyGraph"], goldens: ["Golden"]),
            toolTests("RIBsDepsTests", ["RIBsDeps", "RIBsDependencyGraph"], goldens: ["DepsGolden"]),
            toolTests("RIBsMigrateTests", ["RIBsMigrate"], goldens: ["MigrateGolden", "Catalogue"]),
            toolTests("RIBsAvailabilityTests", ["RIBsAvailability"]),
            // The tools together, as a user meets them: a scaffolded RIB's mocks and dependencies, and
            // every input a fuzzer saved.
            toolTests(
                "RIBsToolsTests",
                ["RIBsScaffold", "RIBsMock", "RIBsDeps", "RIBsDependencyGraph", "RIBsMigrate", "RIBsFuzzChecks"]),
            // The built `ribs`, run as a user runs it.
            .testTarget(name: "RibsCommandTests", dependencies: ["TestSupport"], swiftSettings: strictSettings),
            // Every Swift block in README.md and the DocC catalogs names the compiled file it is from.
            .testTarget(name: "DocumentationTests", swiftSettings: strictSettings),
            // With RIBS_E2E=1 (Scripts/end-to-end.sh): users' packages built in sandboxes against this
            // one (the tutorials, a scaffolded tree, getting started, a port), and the example apps
            // (Examples/, built first) driven through pipes, tmux and a browser. Without it, each test
            // is reported skipped with the command that runs it.
            .testTarget(
                name: "EndToEndTests", dependencies: ["TestSupport", "RIBsText"], exclude: ["Packages/Fixtures"],
                swiftSettings: strictSettings
            ),
        ],
    swiftLanguageModes: [.v6]
)

// CI builds with every warning of ours an error (.ci/run sets RIBS_WARNINGS_AS_ERRORS): as a
// setting of our targets, not `-Xswiftc`, so the build and the test steps share one build, the
// examples' and the sandboxes' builds share it too, and our dependencies' warnings stay theirs.
if Context.environment["RIBS_WARNINGS_AS_ERRORS"] != nil {
    for target in package.targets where target.type != .plugin {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}

// A build that runs a `ribs` built before, named by RIBS_PREBUILT_TOOL, leaves the tools out: their
// targets and swift-syntax go, and the plugins run that `ribs`. Scripts/sanitize.sh does this
// (the tools are not under test there; RIBS_SANITIZE names the sanitizer), and so do the
// end-to-end sandboxes but one, so a run builds the tool once, not once per sandbox package
// (Tests/EndToEndTests/Packages/PackageSandbox.swift).
let sanitizer = Context.environment["RIBS_SANITIZE"]
if sanitizer != nil || Context.environment["RIBS_PREBUILT_TOOL"] != nil {
    let toolTargets = Set(toolModules + ["RIBsFuzzChecks", "RIBsCommands", "ribs"])
    let toolTestTargets = Set(toolModules.map { $0 + "Tests" } + ["RIBsToolsTests"])
    let underSanitizers: Set<String> = ["RIBsTests", "RIBsTestingTests", "RVBTests", "RIBsTerminalTests"]
    package.targets.removeAll { target in
        guard target.type == .test else { return toolTargets.contains(target.name) }
        return sanitizer != nil ? !underSanitizers.contains(target.name) : toolTestTargets.contains(target.name)
    }
    for plugin in package.targets where plugin.type == .plugin { plugin.dependencies = [] }
    package.products.removeAll { $0.name == "ribs" }
    package.dependencies.removeAll { dependency in
        guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
        return location.hasSuffix("/swift-syntax") || location.hasSuffix("/swift-argument-parser")
    }
}
// ThreadSanitizer cannot see Synchronization.Mutex lock on Linux: the runtime's `Locked` becomes a
// pthread mutex in this build (Sources/RIBs/Internal/Locked.swift says why).
if sanitizer == "thread" {
    for target in package.targets where target.name == "RIBs" {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("RIBS_TSAN")]
    }
}
