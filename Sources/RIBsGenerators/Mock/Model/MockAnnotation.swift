/// `/// @mockable(typealias: T = Int; history: login = true; override: name = LoginMock)`.
package struct MockAnnotation: Hashable, Sendable {
    package var typealiases: [String: String] = [:]
    package var mockName: String?
    package var moduleName: String?
    package var history: Set<String> = []
    /// `modifiers: listener = weak`: a modifier for the mock's property of that name.
    package var modifiers: [String: String] = [:]

    package init() {}
}
