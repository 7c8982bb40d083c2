/// The streams a merge, a `flatMap` or a `combineLatest` runs at once, each in a task of the
/// reactor's actor: awaited together, all cancelled when one fails (whichever it is, at once) or
/// the whole is cancelled.
@MainActor
final class RunningStreams {
    private var tasks: [Task<Void, Never>] = []
    private var unfinished = 0
    private var failure: (any Error)?
    private var waiting: CheckedContinuation<Void, any Error>?

    func start<Element>(_ stream: Mutations<Element>, sending send: @escaping @MainActor @Sendable (Element) -> Void) {
        unfinished += 1
        let run = stream.run
        tasks.append(
            Task { @MainActor [weak self] in
                do {
                    try await run(send)
                    self?.streamEnded(nil)
                } catch {
                    self?.streamEnded(error)
                }
            })
    }

    /// Waits for every stream started, including those started meanwhile; throws the first
    /// error one of them throws, as soon as it does.
    func finish() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                waiting = continuation
                resumeIfDone()
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancelAll() }
        }
    }

    /// Cancels every stream started: the whole was cancelled, or what runs them failed.
    func cancelAll() {
        if failure == nil { failure = CancellationError() }
        for task in tasks { task.cancel() }
        resumeIfDone()
    }

    private func streamEnded(_ error: (any Error)?) {
        unfinished -= 1
        if let error, failure == nil {
            failure = error
            for task in tasks { task.cancel() }
        }
        resumeIfDone()
    }

    private func resumeIfDone() {
        guard let waiting else { return }
        if let failure {
            self.waiting = nil
            waiting.resume(throwing: failure)
        } else if unfinished == 0 {
            self.waiting = nil
            waiting.resume()
        }
    }
}
