/// A function requirement.
package struct MockMethod: Hashable, Sendable, Codable {
    package var name: String
    package var genericParameters: String?
    package var parameters: [MockParameter]
    package var returnType: String?
    package var isAsync: Bool
    /// `throws`, `rethrows`, `throws(SomeError)`, or `nil`.
    package var throwsClause: String?
    package var isStatic: Bool
    package var whereClause: String?
    package var attributes: [String]

    package init(
        name: String,
        genericParameters: String? = nil,
        parameters: [MockParameter] = [],
        returnType: String? = nil,
        isAsync: Bool = false,
        throwsClause: String? = nil,
        isStatic: Bool = false,
        whereClause: String? = nil,
        attributes: [String] = []
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.isStatic = isStatic
        self.whereClause = whereClause
        self.attributes = attributes
    }
}
