import Foundation
import Testing

/// Threads of their own for the tests that compute for seconds without suspending (parsing,
/// generating, comparing large files): `@Suite(.ownThreads)`.
///
/// Swift's cooperative pool has as many threads as cores, two in CI, and on Linux the main
/// actor's queue is drained by the same threads once the test runner calls `dispatch_main()`.
/// Two such tests on the pool kept the main actor from running for four to ten seconds at a time
/// (issue 38: a static index of the toolchain's interface, parsed by one test while a second one
/// blocked on the same lazy initializer, then the generators' golden tests). Here they compete
/// with each other for these threads, and the kernel shares the cores between them and the pool,
/// so the main actor keeps its turns.
package struct OwnThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    package var isRecursive: Bool { true }

    package func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(ComputeThreads.shared) {
            try await function()
        }
    }
}

extension Trait where Self == OwnThreadsTrait {
    /// Runs the suite's nonisolated code on threads of its own, off Swift's cooperative pool.
    package static var ownThreads: Self { Self() }
}

/// A task executor of a few threads that take jobs first in, first out.
final class ComputeThreads: TaskExecutor, @unchecked Sendable {
    static let shared = ComputeThreads(count: max(2, ProcessInfo.processInfo.activeProcessorCount))

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var next = 0

    private init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "test compute \(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while next == jobs.count { condition.wait() }
            let job = jobs[next]
            next += 1
            if next == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                next = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
