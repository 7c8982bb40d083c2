import RIBs
import Testing

/// A leak detector on a manual clock, for one test: what the `.leakDetection` trait and
/// ``RIBTestHarness`` use.
///
/// Inside a test with the trait, ``current`` is the test's own:
///
/// ```swift
/// @Test(.leakDetection) func detachedChildGoesAway() {
///     ...
///     LeakTesting.current?.clock.advance(by: .seconds(1))
///     #expect(LeakTesting.current?.detector.reports == [])
/// }
/// ```
@MainActor
public final class LeakTesting {
    /// The leak testing of the current test, when it has the `.leakDetection` trait.
    @TaskLocal public static var current: LeakTesting?

    /// The clock the detector measures time with; it moves only when advanced.
    public let clock: ManualClock
    /// The detector RIBs created in the test report to.
    public let detector: LeakDetector

    /// Creates a detector on a new manual clock; leaks are collected, never asserted.
    public init() {
        clock = ManualClock()
        detector = LeakDetector(clock: clock, leakHandler: { _ in })
    }

    /// Runs every pending check now, whatever its deadline; returns every leak found so far.
    @discardableResult
    public func runAllChecks() -> [LeakReport] {
        detector.runAllChecksNow()
        return detector.reports
    }

    /// The leaks found since the last call, which the test now answers for: the `.leakDetection`
    /// trait does not record them again. For a test that expects a leak and asserts it.
    ///
    /// ```swift
    /// LeakTesting.current?.clock.advance(by: .seconds(1))
    /// #expect(LeakTesting.current?.takeReports().map(\.path) == ["Main/Screen1"])
    /// ```
    public func takeReports() -> [LeakReport] {
        defer { recordedReportCount = detector.reports.count }
        return Array(detector.reports.dropFirst(recordedReportCount))
    }

    /// Runs every check and records an issue at `sourceLocation` for each leak not yet recorded.
    func recordLeaks(at sourceLocation: SourceLocation) {
        for report in runAllChecks().dropFirst(recordedReportCount) {
            Issue.record("\(report) \(report.likelyCause)", sourceLocation: sourceLocation)
        }
        recordedReportCount = detector.reports.count
    }

    private var recordedReportCount = 0
}

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
            await leakTesting.detector.runtimeWorkSettled(
                fileID: test.sourceLocation.fileID, filePath: test.sourceLocation.filePath,
                line: test.sourceLocation.line, column: test.sourceLocation.column)
        }
        await leakTesting.recordLeaks(at: test.sourceLocation)
    }
}

extension Trait where Self == LeakDetectionTrait {
    /// Each test gets its own leak detector on a manual clock and fails on a leak.
    public static var leakDetection: Self { Self() }
}
