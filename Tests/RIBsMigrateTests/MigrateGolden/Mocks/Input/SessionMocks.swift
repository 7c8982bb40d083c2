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

/// Mockolo's full template for an `Observable` property: a subject of each kind behind one
/// getter, chosen by what the test last set.
final class SessionStreamMock {
    private var statusSubjectKind = 0
    private(set) var statusSubjectSetCallCount = 0
    var statusSubject = PublishSubject<Bool>() { didSet { statusSubjectSetCallCount += 1 } }
    var statusReplaySubject = ReplaySubject<Bool>.create(bufferSize: 1) { didSet { statusSubjectSetCallCount += 1 } }
    var statusBehaviorSubject: BehaviorSubject<Bool>! { didSet { statusSubjectSetCallCount += 1 } }
    var _status: Observable<Bool>! { didSet { statusSubjectSetCallCount += 1 } }
    var status: Observable<Bool> {
        get {
            if statusSubjectKind == 0 {
                return statusSubject
            } else if statusSubjectKind == 1 {
                return statusBehaviorSubject
            } else if statusSubjectKind == 2 {
                return statusReplaySubject
            } else {
                return _status
            }
        }
        set {
            _status = newValue
            statusSubjectKind = 3
        }
    }
}
