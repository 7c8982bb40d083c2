/// Rx's `Observable.create` for a reactor's mutations, and what runs a stream inside one.
@MainActor
extension Mutations {
    /// A stream whose elements `body` sends through its observer, then or later (from a
    /// completion handler, or from a stream it runs with ``drain()``): ReactorKit's
    /// `Observable<Mutation>.create { observer in … return Disposables.create() }`.
    ///
    /// As Rx's, the stream ends when `observer.onCompleted()` or `observer.onError(_:)` is
    /// called, not when `body` returns, and it ignores what is sent after its end; an error
    /// `body` throws ends it with that error. When it ends, or the reactor stops, the task
    /// running `body` is cancelled.
    ///
    /// ```swift
    /// Mutations.create { [weak self] observer in
    ///     let _ = try await self?.formatCheck(email)
    ///         .flatMap { mutation in
    ///             observer.onNext(mutation)
    ///             guard case .setValid(true) = mutation else {
    ///                 observer.onCompleted()
    ///                 return Mutations<Void>.never()
    ///             }
    ///             return Mutations<Void>.just(())
    ///         }
    ///         .drain()
    /// }
    /// ```
    public static func create(
        _ body: @escaping @MainActor @Sendable (MutationsObserver<Element>) async throws -> Void
    ) -> Mutations {
        Mutations { send in
            let end = CreatedStreamEnd()
            let observer = MutationsObserver<Element>(
                send: { if !end.isEnded { send($0) } },
                end: { end.finish($0) })
            let work = Task { @MainActor in
                do {
                    try await body(observer)
                } catch {
                    end.finish(error)
                }
            }
            defer { work.cancel() }
            try await end.wait()
        }
    }

    /// Runs the stream to its end, its elements dropped: what Rx's `subscribe()` did, inside a
    /// ``create(_:)``, with a chain whose closures send through the observer. Throws the
    /// stream's error; when the task running it is cancelled, it returns or throws as the
    /// stream does (`never()` and a service's call throw `CancellationError`; a stream of
    /// `Events` ends).
    public func drain() async throws {
        try await run { _ in }
    }
}

/// What ``Mutations/create(_:)`` hands its body: where it sends the stream's elements and ends
/// it, spelled as Rx's `AnyObserver`.
public struct MutationsObserver<Element: Sendable>: Sendable {
    private let send: @MainActor @Sendable (Element) -> Void
    private let end: @MainActor @Sendable ((any Error)?) -> Void

    init(
        send: @escaping @MainActor @Sendable (Element) -> Void,
        end: @escaping @MainActor @Sendable ((any Error)?) -> Void
    ) {
        self.send = send
        self.end = end
    }

    /// Sends `element`, unless the stream has ended.
    @MainActor public func onNext(_ element: Element) { send(element) }

    /// Ends the stream; what is sent after it is dropped.
    @MainActor public func onCompleted() { end(nil) }

    /// Ends the stream with `error`, which the reactor drops, as ReactorKit does, unless the
    /// stream `catch`es it.
    @MainActor public func onError(_ error: any Error) { end(error) }
}

/// The end of a ``Mutations/create(_:)``'s stream: the first of its observer's end, its body's
/// error, and the cancellation of the task that awaits it.
@MainActor
private final class CreatedStreamEnd {
    private(set) var isEnded = false
    private var error: (any Error)?
    private var waiting: CheckedContinuation<Void, any Error>?

    func finish(_ error: (any Error)?) {
        guard !isEnded else { return }
        isEnded = true
        self.error = error
        guard let waiting else { return }
        self.waiting = nil
        if let error { waiting.resume(throwing: error) } else { waiting.resume() }
    }

    /// Returns when the stream ends, or throws its error.
    func wait() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if isEnded {
                    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
                } else {
                    waiting = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.finish(CancellationError()) }
        }
    }
}
