/// One clause of a `#if` block in a protocol.
package struct MockConditionalClause: Hashable, Sendable, Codable {
    /// `#if DEBUG`, `#elseif os(Linux)`, `#else`.
    package var directive: String
    package var members: [MockMember]

    package init(directive: String, members: [MockMember]) {
        self.directive = directive
        self.members = members
    }
}
