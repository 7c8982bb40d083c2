import Foundation

/// How many child processes the tests run at once: as many as the machine has cores (two at
/// least). Dozens of compilers started together by tests running in parallel left the test
/// process's main thread without a core for seconds, and tests waiting on the main actor for a
/// workflow or a relay failed at their time limit (a CI run); queued, the compilers take about
/// as long in all, and the rest of the suite keeps its share of the machine.
package final class ProcessSlots: Sendable {
    package static let shared = ProcessSlots(limit: max(2, ProcessInfo.processInfo.activeProcessorCount))

    private struct State {
        var free: Int
        var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
        var order: [UInt64] = []
        var nextTicket: UInt64 = 0
        /// Tickets whose limit passed before they queued.
        var abandoned: Set<UInt64> = []
    }

    private let state: ThreadLock<State>

    package init(limit: Int) {
        state = ThreadLock(State(free: limit))
    }

    /// Runs `work` once a slot is free. The wait has a limit (each process holding a slot has
    /// one of its own, so it ends); past it the run fails naming what it waited for.
    package func run<Value: Sendable>(
        _ what: String, waitingAtMost limit: Duration = .seconds(1_800), _ work: () async throws -> Value
    ) async throws -> Value {
        guard await acquire(within: limit) else {
            throw ProcessSlotTimeout(description: "waited \(limit) for a free slot to run \(what)")
        }
        defer { release() }
        return try await work()
    }

    private func acquire(within limit: Duration) async -> Bool {
        let ticket: UInt64? = state.withLock { state in
            if state.free > 0, state.order.isEmpty {
                state.free -= 1
                return nil
            }
            defer { state.nextTicket += 1 }
            return state.nextTicket
        }
        guard let ticket else { return true }
        let timer = Task {
            guard (try? await Task.sleep(for: limit)) != nil else { return }
            self.abandon(ticket)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            let answer = state.withLock { state -> Bool? in
                if state.abandoned.remove(ticket) != nil { return false }
                if state.free > 0, state.order.isEmpty {
                    state.free -= 1
                    return true
                }
                state.waiters[ticket] = continuation
                state.order.append(ticket)
                return nil
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            while let ticket = state.order.first {
                state.order.removeFirst()
                if let waiter = state.waiters.removeValue(forKey: ticket) { return waiter }
            }
            state.free += 1
            return nil
        }
        next?.resume(returning: true)
    }

    /// The waiter of `ticket` stops waiting (its time limit passed).
    private func abandon(_ ticket: UInt64) {
        let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            state.order.removeAll { $0 == ticket }
            guard let waiter = state.waiters.removeValue(forKey: ticket) else {
                state.abandoned.insert(ticket)
                return nil
            }
            return waiter
        }
        waiter?.resume(returning: false)
    }
}

/// A child process did not get a slot within its limit.
package struct ProcessSlotTimeout: Error, CustomStringConvertible {
    package let description: String
}
