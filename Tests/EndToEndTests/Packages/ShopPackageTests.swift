import Foundation
import TestSupport
import Testing

/// The stream-style and RVB users' Shop, as their own package depending on swift-ribs by path:
/// a catalog with two outputs, a four-step RVB flow with a bypassed completion and a
/// foreign-stream adapter. It builds with warnings as errors and its tests pass, with no
/// workaround.
@Suite(.serialized, .endToEnd) struct ShopPackageTests {
    @Test func theShopBuildsAgainstTheLibraryAndItsTestsPass() async throws {
        let sandbox = try PackageSandbox(fixture: "Shop")
        defer { sandbox.remove() }
        let run = try await sandbox.swift(["test", "-Xswiftc", "-warnings-as-errors"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Test run with 3 tests in 2 suites passed"), "\(run.output)")
        // The package names only RIBs, RVB and RIBsTesting: nothing else is resolved.
        #expect(
            !FileManager.default.fileExists(
                atPath: sandbox.package.appendingPathComponent(".build/checkouts/swift-syntax").path))
    }
}
