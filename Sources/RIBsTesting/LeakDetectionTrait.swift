import RIBs
import Testing

/// Gives each test its own ``LeakTesting`` (a leak detector on a manual clock), makes it the
/// detector of every RIB the test creates, and fails the test on a leak.
///
/// When the test body returns (and its local variables are gone), and the subscriptions the
/// runtime cancelled have ended, the clock is advanced until every pending check has run; each
/// leak is recorded as an issue at the test's location, with its likely cause.
///
/// ```swift
/// @Suite(.leakDetection) struct LoggedInTests { ... }
/// @Test(.leakDetection) func logoutDetachesEverything() { ... }
/// ```
public struct LeakDetectionTrait: TestTrait, SuiteTrait, TestScoping {
    /// Creates the trait; usually spelled `.leakDetection`.
    public init() {}

    /// `true`: on a suite, every test in it gets its own detector.
    public var isRecursive: Bool { true }

    /// Scopes each test case (each argument of a parameterised test) on its own.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test with its own leak detector on a manual clock, waits for the runtime's cancelled work to
    /// end, then records each leak reported as an issue of the test.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let leakTesting = await LeakTesting()
        // A wait of the runtime that times out (a workflow's settled()) fails the test.
        try await TestWaits.recordingTimeouts {
            try await LeakTesting.$current.withValue(leakTesting) {
                try await LeakDetector.$scoped.withValue(leakTesting.detector) {
                    try await function()
                }
            }
            // The subscriptions the runtime cancelled when the test detached RIBs unwind a few
            // turns later, holding what they captured until then: leaks are judged once they
            // have ended.
            await settle(leakTesting, test)
            // First the RIBs detached during the test, while the RIBs under test of the harnesses
            // it finished are still alive: a parent that keeps a detached child keeps it only
            // while it lives. Then those, once released.
            await leakTesting.recordLeaksSparingWhatHarnessesKeep(at: test.sourceLocation)
            if await leakTesting.releaseWhatHarnessesKept() { await settle(leakTesting, test) }
        }
        await leakTesting.recordLeaks(at: test.sourceLocation)
    }

    private func settle(_ leakTesting: LeakTesting, _ test: Test) async {
        await leakTesting.detector.runtimeWorkSettled(
            fileID: test.sourceLocation.fileID, filePath: test.sourceLocation.filePath,
            line: test.sourceLocation.line, column: test.sourceLocation.column)
    }
}
