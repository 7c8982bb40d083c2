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
        detector.runAllChecksNow()
        record(at: sourceLocation)
    }

    /// Runs every check but those of the RIBs under test the harnesses keep (still alive, on
    /// purpose) and records each leak found.
    func recordLeaksSparingWhatHarnessesKeep(at sourceLocation: SourceLocation) {
        detector.runAllChecksNow(sparingSubtreesOf: kept)
        record(at: sourceLocation)
    }

    private func record(at sourceLocation: SourceLocation) {
        for report in detector.reports.dropFirst(recordedReportCount) {
            Issue.record("\(report) \(report.likelyCause)", sourceLocation: sourceLocation)
        }
        recordedReportCount = detector.reports.count
    }

    private var recordedReportCount = 0

    /// The detached RIBs under test of the harnesses finished, kept alive until the RIBs detached
    /// during the test have been judged: a parent that keeps a detached child keeps it only
    /// while it lives itself.
    private var kept: [any Routing] = []

    /// Keeps `routing`, detached by a harness, alive until ``releaseWhatHarnessesKept()``.
    func keepUntilJudged(_ routing: any Routing) {
        kept.append(routing)
    }

    /// Releases what harnesses kept; whether there was any.
    func releaseWhatHarnessesKept() -> Bool {
        defer { kept = [] }
        return !kept.isEmpty
    }
}

extension Trait where Self == LeakDetectionTrait {
    /// Each test gets its own leak detector on a manual clock and fails on a leak.
    public static var leakDetection: Self { Self() }
}
