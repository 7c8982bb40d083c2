/// How long the runtime's test-facing waits wait (a workflow's `settled()` and `finished()`,
/// the leak detector's `runtimeWorkSettled()`), and what they do when that time passes.
///
/// A test's wait must end: one that waits for a step that waits for a login would otherwise hang
/// the whole run. RIBsTesting binds both for a test (its traits): the limit it is given, and a
/// handler that records the message as a test failure at the wait's call site.
package enum TestWaits {
    /// What a timed-out wait reports, and where it was called.
    package struct Timeout: Sendable {
        package let message: String
        package let fileID: String
        package let filePath: String
        package let line: Int
        package let column: Int
    }

    /// The longest a wait waits: 10 s unless a test says otherwise.
    @TaskLocal package static var timeLimit: Duration = .seconds(10)

    /// Reports a wait that timed out; standard error unless a test binds its own.
    @TaskLocal package static var timedOut: @Sendable (Timeout) -> Void = { timeout in
        writeToStandardError("[RIBs] \(timeout.fileID):\(timeout.line): \(timeout.message)\n")
    }

    /// Suspends until `register` hands its continuation back (with `true`), or until the time
    /// limit passes (then `false`), whichever comes first.
    @MainActor
    package static func wait(
        within limit: Duration, _ register: (@escaping @MainActor (Bool) -> Void) -> Void
    ) async -> Bool {
        let once = ResumeOnce()
        return await withCheckedContinuation { continuation in
            once.continuation = continuation
            register { once.resume($0) }
            once.timer = Task { @MainActor in
                guard (try? await Task.sleep(for: limit)) != nil else { return }
                once.resume(false)
            }
        }
    }
}

/// A continuation resumed once, by whichever of the awaited event and the timer comes first.
@MainActor
private final class ResumeOnce {
    var continuation: CheckedContinuation<Bool, Never>?
    var timer: Task<Void, Never>?

    func resume(_ value: Bool) {
        guard let continuation else { return }
        self.continuation = nil
        timer?.cancel()
        continuation.resume(returning: value)
    }
}
