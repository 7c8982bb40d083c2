import RIBs
import Synchronization

/// A one-shot signal: the first of `signal(_:)` calls resumes the waiter, later ones do nothing.
/// What the waits of `RIBsTesting` suspend on: woken by the change they wait for, or by their
/// time limit, never by polling.
final class Wakeup: Sendable {
    private let state = Locked<(continuation: CheckedContinuation<Bool, Never>?, value: Bool?)>((nil, nil))

    /// Suspends until `signal(_:)`, returning its value (at once if it was signalled already).
    func wait() async -> Bool {
        await withCheckedContinuation { continuation in
            let value: Bool? = state.withLock { state in
                if let value = state.value { return value }
                state.continuation = continuation
                return nil
            }
            if let value { continuation.resume(returning: value) }
        }
    }

    func signal(_ value: Bool) {
        let continuation: CheckedContinuation<Bool, Never>? = state.withLock { state in
            guard state.value == nil else { return nil }
            state.value = value
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: value)
    }
}
