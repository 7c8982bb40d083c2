/// One asynchronous result from a callback: RxSwift's `Single.create` for `async` code. `body`
/// runs at once, where the caller runs; it starts the work and calls the observer once, from any
/// thread, with `.success(value)` or `.failure(error)`, and returns what stops the work when the
/// waiting task is cancelled (`nil` for nothing). Later calls are ignored, as a `Single` ignored
/// them, and a cancellation throws `CancellationError`.
///
/// ```swift
/// func user(id: String) async throws -> User {
///     try await withSingleCallback { observer in
///         let request = api.user(id: id) { result in
///             switch result {
///             case .success(let user): observer(.success(user))
///             case .failure(let error): observer(.failure(error))
///             }
///         }
///         return { request.cancel() }
///     }
/// }
/// ```
///
/// `ribs migrate` writes this for `Single.create { … }`, its `return Disposables.create()` as
/// `return nil`. A `.completed` report, which a `Single` cannot make, throws ``NoElementsError``.
public nonisolated(nonsending) func withSingleCallback<Value: Sendable>(
    _ body: (CallbackObserver<Value>) -> (@Sendable () -> Void)?
) async throws -> Value {
    guard let value = try await CallbackObserver<Value>.wait(for: body) else { throw NoElementsError() }
    return value
}

/// An optional asynchronous result from a callback: RxSwift's `Maybe.create`, where
/// `.completed` is `nil` (see ``withSingleCallback(_:)``).
public nonisolated(nonsending) func withMaybeCallback<Value: Sendable>(
    _ body: (CallbackObserver<Value>) -> (@Sendable () -> Void)?
) async throws -> Value? {
    try await CallbackObserver<Value>.wait(for: body)
}

/// Work with no result from a callback: RxSwift's `Completable.create`, which the body ends with
/// `.completed` or `.failure(error)` (see ``withSingleCallback(_:)``).
public nonisolated(nonsending) func withCompletableCallback(
    _ body: (CallbackObserver<Void>) -> (@Sendable () -> Void)?
) async throws {
    _ = try await CallbackObserver<Void>.wait(for: body)
}
