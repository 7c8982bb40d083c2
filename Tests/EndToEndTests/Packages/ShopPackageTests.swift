import Foundation
import TestSupport
import Testing

/// The stream-style and RVB users' Shop, as their own package depending on swift-ribs by path:
/// a catalog with two outputs, a four-step RVB flow with a bypassed completion and a
/// foreign-stream adapter. It builds with warnings as errors and its tests pass, with no
/// workaround.
@Suite(.serialized, .endToEnd) struct ShopPackageTests {
    @Test func theShopBuildsAgainstTheLibraryAndItsTestsPass() async throws {
        let sandbox = try PackageSandbox("Shop", fixture: "Shop")
        defer { sandbox.remove() }
        let run = try await sandbox.swift(["test"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Test run with 3 tests in 2 suites passed"), "\(run.output)")
        // The package names only RIBs, RVB and RIBsTesting, without a trait: SwiftPM resolves
        // nothing beyond the toolchain (no swift-syntax, argument parser or FlyingFox).
        let resolved = sandbox.resolved ?? ""
        for package in ["swift-syntax", "swift-argument-parser", "flyingfox"] {
            #expect(!resolved.lowercased().contains(package), "Shop resolved \(package):\n\(resolved)")
        }
    }
}
