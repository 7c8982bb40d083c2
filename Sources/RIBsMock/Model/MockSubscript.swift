/// A subscript requirement.
package struct MockSubscript: Hashable, Sendable, Codable {
    package var parameters: [MockParameter]
    package var returnType: String
    package var isSettable: Bool
    package var isStatic = false
    package var genericParameters: String?
    package var whereClause: String?

    package init(
        parameters: [MockParameter], returnType: String, isSettable: Bool, isStatic: Bool = false,
        genericParameters: String? = nil, whereClause: String? = nil
    ) {
        self.parameters = parameters
        self.returnType = returnType
        self.isSettable = isSettable
        self.isStatic = isStatic
        self.genericParameters = genericParameters
        self.whereClause = whereClause
    }
}
