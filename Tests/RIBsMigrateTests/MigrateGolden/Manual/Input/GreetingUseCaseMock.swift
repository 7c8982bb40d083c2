import RxSwift

@testable import App

/// A test's double, built on `Observable.create`: awaited as a `Single` through RxSwift, and
/// named.
final class GreetingUseCaseMock: GreetingUseCase {
    var greetingCallCount = 0

    func greeting() -> Observable<String> {
        greetingCallCount += 1
        return .create { observer in
            observer.onNext("Hi")
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// `.create` took its type from the return: awaited, it names it.
    func farewell() -> Single<String> {
        .create { observer in
            observer(.success("Bye"))
            return Disposables.create()
        }
    }
}
