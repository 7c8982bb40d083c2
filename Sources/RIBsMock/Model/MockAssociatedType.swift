/// An associated type requirement.
package struct MockAssociatedType: Hashable, Sendable, Codable {
    package var name: String
    /// `Hashable & Sendable`, if constrained.
    package var constraint: String?
    /// The default type (`= Int`), if any.
    package var defaultType: String?
    /// `where Item.ID == Int`, if any.
    package var whereClause: String?

    package init(name: String, constraint: String? = nil, defaultType: String? = nil, whereClause: String? = nil) {
        self.name = name
        self.constraint = constraint
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}
