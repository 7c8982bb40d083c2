import RIBs

protocol SessionStreaming: AnyObject {
    var isLoggedIn: Events<Bool> { get }
    var names: Events<String> { get }
}

/// A mock as Mockolo writes one for an Rx property: the subject is a stored property with an
/// observer, and its type's `.create` call is on a line of its own.
final class SessionStreamingMock: SessionStreaming {
    init() {}

    var isLoggedInSubjectSetCallCount = 0
    var isLoggedInReplaySubject = ReplayRelay<Bool>() { didSet { isLoggedInSubjectSetCallCount += 1 } }
    var isLoggedIn: Events<Bool> { return isLoggedInReplaySubject.events }

    var namesSubjectSetCallCount = 0
    var namesSubject = EventRelay<String>() { didSet { namesSubjectSetCallCount += 1 } }
    var names: Events<String> { return namesSubject.events }
}

/// Mockolo's full template for an `Observable` property: a subject of each kind behind one
/// getter, chosen by what the test last set.
final class SessionStreamMock {
    private var statusSubjectKind = 0
    private(set) var statusSubjectSetCallCount = 0
    var statusSubject = EventRelay<Bool>() { didSet { statusSubjectSetCallCount += 1 } }
    var statusReplaySubject = ReplayRelay<Bool>() { didSet { statusSubjectSetCallCount += 1 } }
    var statusBehaviorSubject: ValueRelay<Bool>! { didSet { statusSubjectSetCallCount += 1 } }
    var _status: Events<Bool>! { didSet { statusSubjectSetCallCount += 1 } }
    var status: Events<Bool> {
        get {
            if statusSubjectKind == 0 {
                return statusSubject.events
            } else if statusSubjectKind == 1 {
                return statusBehaviorSubject.values
            } else if statusSubjectKind == 2 {
                return statusReplaySubject.events
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
