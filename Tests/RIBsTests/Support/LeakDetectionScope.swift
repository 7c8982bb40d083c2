import RIBs
import Synchronization
import Testing

/// Gives each test its own leak detector on a manual clock, so RIBs made by one test never
/// report to the process-wide detector (whose default handler asserts) or to another test.
struct LeakDetectionScope: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let clock = ManualClock()
        let detector = await LeakDetector(clock: clock, leakHandler: { _ in })
        try await LeakDetector.$scoped.withValue(detector) {
            try await TestEnvironment.$clock.withValue(clock) {
                try await function()
            }
        }
    }
}

extension Trait where Self == LeakDetectionScope {
    /// Each test gets a fresh leak detector driven by ``TestEnvironment/clock``.
    static var isolatedLeakDetection: Self { Self() }
}

enum TestEnvironment {
    /// The manual clock of the current test's leak detector.
    @TaskLocal static var clock = ManualClock()
}

/// Collects what the runtime reports through `RIBsDiagnostics` while an operation runs.
final class DiagnosticsCollector: Sendable {
    private let messages = Mutex<[String]>([])

    var all: [String] { messages.withLock { $0 } }

    func collect<R>(_ operation: () throws -> R) rethrows -> R {
        try RIBsDiagnostics.$handler.withValue({ message in self.messages.withLock { $0.append(message) } }) {
            try operation()
        }
    }
}
