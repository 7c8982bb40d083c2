import RxSwift

protocol LoginStream: AnyObject {
    var isLoggedIn: Observable<Bool> { get }
}

/// A hand mock whose getter hands its subject on without `return`.
final class LoginStreamMock: LoginStream {
    let isLoggedInSubject = BehaviorSubject<Bool>(value: false)
    var isLoggedIn: Observable<Bool> { isLoggedInSubject }
}
