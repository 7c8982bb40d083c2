import RIBs

@testable import App

/// A test's double, built on `Observable.create`: awaited as a `Single` through RxSwift, and
/// named.
final class GreetingUseCaseMock: GreetingUseCase {
    var greetingCallCount = 0

    nonisolated(nonsending) func greeting() async throws -> String {
        greetingCallCount += 1
        return try await withSingleCallback { (observer: CallbackObserver<String>) in
            observer(.success("Hi"))
            observer(.completed)
            return nil
        }
    }

    /// `.create` took its type from the return: awaited, it names it.
    nonisolated(nonsending) func farewell() async throws -> String {
        return try await withSingleCallback { (observer: CallbackObserver<String>) in
            observer(.success("Bye"))
            return nil
        }
    }
}
