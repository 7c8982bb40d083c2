/// What a callback reports of one asynchronous result, in RxSwift's words, so a `Single.create`
/// body moves to ``withSingleCallback(_:)`` unchanged: `observer(.success(user))`,
/// `observer(.failure(error))` (RxSwift 5's `.error(error)`), or `observer(.completed)` for a
/// `Maybe` with no value and a `Completable` that finished.
public enum CallbackEvent<Value: Sendable>: Sendable {
    case success(Value)
    case failure(any Error)
    /// RxSwift 5's spelling of ``failure(_:)``.
    case error(any Error)
    /// Finished without a value.
    case completed
}
