import Dispatch
import Foundation
import Testing

/// Runs `send` on a thread of its own and blocks the caller (the main actor) until it returned,
/// 10 s at most: what it sends waits for the main actor, which cannot take it meanwhile.
@MainActor
func sendFromAnotherThreadBlockingThisOne(_ send: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        send()
        done.signal()
    }
    if done.wait(timeout: .now() + 10) == .timedOut {
        Issue.record("the send on another thread did not return within 10 s")
    }
}
