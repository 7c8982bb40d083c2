/// One requirement of a protocol.
package enum MockMember: Hashable, Sendable, Codable {
    case method(MockMethod)
    case property(MockProperty)
    /// `subscript(index: Int) -> String { get set }`.
    case subscriptRequirement(MockSubscript)
    /// `init(name: String)`: the mock implements it as a `required init`.
    case initializer(parameters: [MockParameter], throwsClause: String?, isAsync: Bool)
    /// `associatedtype Item: Equatable = Int where Item: Sendable`.
    case associatedType(MockAssociatedType)
    /// `#if … #elseif … #else … #endif` around requirements: each clause's directive
    /// (`#if DEBUG`, `#else`) and its members, kept as such in the mock.
    indirect case conditional([MockConditionalClause])
}
