import RIBs

protocol LoginStream: AnyObject {
    var isLoggedIn: Events<Bool> { get }
}

/// A hand mock whose getter hands its subject on without `return`.
final class LoginStreamMock: LoginStream {
    let isLoggedInSubject = ValueRelay<Bool>(false)
    var isLoggedIn: Events<Bool> { isLoggedInSubject.values }
}
