import Foundation
import TestSupport
import Testing

/// Issue 26's proof: a five-RIB app of its own (not the examples), tested as people test
/// RIBs (a RIB following a service's stream, a worker, a workflow that waits for the login, a
/// mock of a main-actor and Sendable actionable item) with the default exhaustive harness; and
/// the failures that hung or failed falsely, now failing with what they waited for.
@Suite(.serialized, .endToEnd) struct ParcelsPackageTests {
    @Test func theAppsTestsPassWithTheExhaustiveHarness() async throws {
        let sandbox = try PackageSandbox("Parcels", fixture: "Parcels")
        defer { sandbox.remove() }
        let run = try await sandbox.swift(["test"])
        #expect(run.status == 0, "\(run.output.suffix(6_000))")
        #expect(run.output.contains("Test run with 6 tests in 2 suites passed"), "\(run.output.suffix(4_000))")
    }
}
