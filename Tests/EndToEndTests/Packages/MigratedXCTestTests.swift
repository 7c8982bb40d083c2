import Foundation
import TestSupport
import Testing

/// What `ribs migrate` makes of an XCTest case of a RIB runs, on Linux too: the golden case
/// `MigrateGolden/XCTests` (the migrated interactor and its test case, `@MainActor`, with
/// `async` set-up and tests) as a user's package, `swift test`. Linux's XCTest stops at launch
/// on a `@MainActor` case whose tests are synchronous ("Could not cast value of type …
/// @MainActor () -> ()"): this is the check that the codemod's output never is one.
@Suite(.serialized, .endToEnd) struct MigratedXCTestTests {
    @Test func theMigratedXCTestCaseRunsAndPasses() async throws {
        let sandbox = try PackageSandbox("MigratedXCTests", fixture: nil)
        defer { sandbox.remove() }
        let expected = Repository.url("Tests/RIBsMigrateTests/MigrateGolden/XCTests/Expected")
        let fileManager = FileManager.default
        for (file, folder) in [
            ("CounterInteractor.swift", "Sources/Counter"), ("CounterInteractorTests.swift", "Tests/CounterTests"),
        ] {
            let destination = sandbox.package.appendingPathComponent(folder)
            try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
            var text = try String(contentsOf: expected.appendingPathComponent(file), encoding: .utf8)
            // The test reaches the module's internal types, as an app's tests do.
            if file.hasSuffix("Tests.swift") {
                text = text.replacingOccurrences(of: "import XCTest", with: "import XCTest\n@testable import Counter")
            }
            try text.write(to: destination.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        try """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "MigratedXCTests",
            platforms: [.macOS(.v15)],
            dependencies: [.package(path: "../swift-ribs")],
            targets: [
                .target(name: "Counter", dependencies: [.product(name: "RIBs", package: "swift-ribs")]),
                .testTarget(name: "CounterTests", dependencies: ["Counter", .product(name: "RIBs", package: "swift-ribs")]),
            ]
        )
        """.write(to: sandbox.package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let run = try await sandbox.swift(["test"])
        #expect(run.status == 0, "\(run.output.suffix(4_000))")
        #expect(run.output.contains("Executed 2 tests, with 0 failures"), "\(run.output.suffix(4_000))")
    }
}
