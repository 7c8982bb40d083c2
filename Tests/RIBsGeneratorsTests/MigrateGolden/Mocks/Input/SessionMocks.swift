import RIBs
import RxSwift

protocol SessionStreaming: AnyObject {
    var isLoggedIn: Observable<Bool> { get }
    var names: Observable<String> { get }
}

/// A mock as Mockolo writes one for an Rx property: the subject is a stored property with an
/// observer, and its type's `.create` call is on a line of its own.
final class SessionStreamingMock: SessionStreaming {
    init() {}

    var isLoggedInSubjectSetCallCount = 0
    var isLoggedInReplaySubject = ReplaySubject<Bool>
        .create(bufferSize: 1) { didSet { isLoggedInSubjectSetCallCount += 1 } }
    var isLoggedIn: Observable<Bool> { return isLoggedInReplaySubject.asObservable() }

    var namesSubjectSetCallCount = 0
    var namesSubject = PublishSubject<String>() { didSet { namesSubjectSetCallCount += 1 } }
    var names: Observable<String> { return namesSubject.asObservable() }
}
