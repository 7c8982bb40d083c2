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
