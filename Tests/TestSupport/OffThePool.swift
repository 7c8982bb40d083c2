import Foundation

// Tests that wait for a child process or a pipe block a thread. Swift's cooperative pool has as
// many threads as cores (two in CI), so a test blocking one of them for the minutes `swift build`
// takes starves every other test; these run the blocking part on a thread of its own instead.

/// Runs `work`, which blocks, on a new thread, and resumes the caller when it ends.
package func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// Runs `work`, which blocks and cannot fail, on a new thread.
package func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}
