import Synchronization

/// The callback a ``withSingleCallback(_:)``, ``withMaybeCallback(_:)`` or
/// ``withCompletableCallback(_:)`` body calls with the result: the first call ends the wait, the
/// ones after it are ignored, as RxSwift's `Single.create` ignored them. Call it from any thread.
public final class CallbackObserver<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value?, any Error>?
        var onCancel: (@Sendable () -> Void)?
        var isCancelled = false
        var isFinished = false
    }

    private let state = Locked(State())

    init() {}

    /// Reports the result; what comes after the first call is ignored.
    public func callAsFunction(_ event: CallbackEvent<Value>) {
        let continuation = state.withLock { state -> CheckedContinuation<Value?, any Error>? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            state.onCancel = nil
            defer { state.continuation = nil }
            return state.continuation
        }
        switch event {
        case .success(let value): continuation?.resume(returning: value)
        case .completed: continuation?.resume(returning: nil)
        case .failure(let error), .error(let error): continuation?.resume(throwing: error)
        }
    }

    /// Runs `body` with a new observer and waits for what it reports; a cancellation of the
    /// waiting task runs what `body` returned (Rx's `Disposables.create { … }`) and throws
    /// `CancellationError`.
    nonisolated(nonsending) static func wait(
        for body: (CallbackObserver<Value>) -> (@Sendable () -> Void)?
    ) async throws -> Value? {
        let observer = CallbackObserver<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                observer.start(continuation)
                observer.keep(onCancel: body(observer))
            }
        } onCancel: {
            observer.cancel()
        }
    }

    private func start(_ continuation: CheckedContinuation<Value?, any Error>) {
        let cancelled = state.withLock { state -> Bool in
            guard !state.isCancelled else {
                state.isFinished = true
                return true
            }
            state.continuation = continuation
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
    }

    /// What to run if the wait is cancelled before a result: at once if it already was.
    private func keep(onCancel: (@Sendable () -> Void)?) {
        let runNow = state.withLock { state -> Bool in
            guard !state.isFinished else { return state.isCancelled }
            state.onCancel = onCancel
            return false
        }
        if runNow { onCancel?() }
    }

    private func cancel() {
        let (continuation, onCancel) = state.withLock { state in
            state.isCancelled = true
            guard !state.isFinished else {
                return (nil as CheckedContinuation<Value?, any Error>?, nil as (@Sendable () -> Void)?)
            }
            state.isFinished = true
            defer { (state.continuation, state.onCancel) = (nil, nil) }
            return (state.continuation, state.onCancel)
        }
        continuation?.resume(throwing: CancellationError())
        onCancel?()
    }
}
