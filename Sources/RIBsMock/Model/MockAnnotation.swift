/// `/// @mockable(typealias: T = Int; history: login = true; override: name = LoginMock)`.
package struct MockAnnotation: Hashable, Sendable, Codable {
    package var typealiases: [String: String] = [:]
    package var mockName: String?
    package var moduleName: String?
    package var history: Set<String> = []
    /// `modifiers: listener = weak`: a modifier for the mock's property of that name.
    package var modifiers: [String: String] = [:]
    /// `rx: scores = BehaviorSubject` (Mockolo's): the subject behind a stream property's mock,
    /// by property name. A `BehaviorSubject` or `ReplaySubject` hands its latest element to a
    /// late subscriber, so the mock's relay is a `ReplayRelay`; a `PublishSubject` an `EventRelay`.
    package var streamSubjects: [String: String] = [:]

    package init() {}
}
