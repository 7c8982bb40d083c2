import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold
@testable import RIBsSource

/// The scaffolding commands read the manifest through SwiftPM (`swift package dump-package`):
/// real packages, whose manifests a text search misread.
@Suite(.ownThreads) struct PackageManifestTests {
    /// A product named as its target and listed first (where a text search for `name: "App"`
    /// stopped), targets in folders of their own (`path:`), a test target not named after its
    /// module, and the dependency plugin used through a constant.
    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let deps = Target.PluginUsage.plugin(name: "RIBsDepsPlugin", package: "swift-ribs")
        let package = Package(
            name: "Shop",
            products: [.library(name: "App", targets: ["App"]), .executable(name: "shop", targets: ["Launcher"])],
            dependencies: [.package(path: "../swift-ribs")],
            targets: [
                .target(name: "App", path: "Code/App", plugins: [deps]),
                .executableTarget(name: "Launcher", dependencies: ["App"], path: "Code/Launcher"),
                .testTarget(name: "Checks", dependencies: ["App"], path: "Code/Checks"),
            ]
        )
        """

    @Test func targetsWithPathsProductsAndPluginsAreReadAsSwiftPMReadsThem() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.write(Self.manifest, to: "Package.swift")
        for folder in ["Code/App/Features", "Code/Launcher", "Code/Checks"] {
            try FileManager.default.createDirectory(
                atPath: sandbox.root + "/" + folder, withIntermediateDirectories: true)
        }
        let manifest = try PackageManifest.load(root: sandbox.root)
        #expect(manifest.targets.map(\.name) == ["App", "Launcher", "Checks"])
        #expect(manifest.target(named: "App")?.plugins == ["RIBsDepsPlugin"])
        #expect(manifest.target(named: "Checks")?.kind == .test)

        let layout = try PackageLayout(directory: sandbox.root, sourcesOption: "Code/App/Features", testsOption: nil)
        #expect(layout.module == "App")
        #expect(layout.moduleFolder == sandbox.root + "/Code/App")
        #expect(layout.tests == sandbox.root + "/Code/Checks")
        #expect(layout.generatesDependencies)
        #expect(throws: ScaffoldError.self) {
            // Two targets hold sources: which one is not guessed.
            _ = try PackageLayout(directory: sandbox.root, sourcesOption: nil, testsOption: nil)
        }
    }

    @Test func aManifestSwiftPMCannotReadIsRefusedWithItsError() throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: 1)\n",
            to: "Package.swift")
        #expect {
            _ = try PackageLayout(directory: sandbox.root, sourcesOption: nil, testsOption: nil)
        } throws: { error in
            "\(error)".contains("Package.swift cannot be read by SwiftPM") && "\(error)".contains("Fix the manifest")
        }
    }
}
