import RIBs
import Testing

/// The longest every wait of RIBsTesting and of the runtime waits in a test or a suite:
/// `waitForChild`, `waitUntilDetached`, `first(_:)`, `OutputRecorder`, `waitUntil`,
/// `StateContainer.waitUntil`, `handlersSettled`, a workflow's `settled()` and `finished()`.
/// 10 s by default; a wait that passes its limit fails the test with what it waited for, and
/// returns, so that a suite never hangs.
///
/// ```swift
/// @Suite(.leakDetection, .waitTimeLimit(.seconds(30))) struct SlowServiceTests { ... }
/// ```
public struct WaitTimeLimitTrait: TestTrait, SuiteTrait, TestScoping {
    /// The limit.
    public let timeLimit: Duration

    /// `true`: on a suite, every test in it gets the limit.
    public var isRecursive: Bool { true }

    /// Scopes each test case on its own.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test with the limit, and with the runtime's waits failing the test when they pass it.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TestWaits.$timeLimit.withValue(timeLimit) {
            try await TestWaits.recordingTimeouts(function)
        }
    }
}

extension Trait where Self == WaitTimeLimitTrait {
    /// Every wait in the test or suite waits `timeLimit` at most (10 s by default).
    public static func waitTimeLimit(_ timeLimit: Duration) -> Self { Self(timeLimit: timeLimit) }
}

extension TestWaits {
    /// The limit RIBsTesting's waits take when the test gives none: the trait's, or 10 s.
    static var defaultLimit: Duration { timeLimit }

    /// Runs `body` with the runtime's timed-out waits recorded as issues of the test, at the
    /// wait's call site.
    static func recordingTimeouts(_ body: @Sendable () async throws -> Void) async throws {
        let recordIssue: @Sendable (TestWaits.Timeout) -> Void = { timeout in
            Issue.record(
                Comment(rawValue: timeout.message),
                sourceLocation: SourceLocation(
                    fileID: timeout.fileID, filePath: timeout.filePath, line: timeout.line, column: timeout.column))
        }
        try await $timedOut.withValue(recordIssue, operation: body)
    }
}
