/// A property requirement.
package struct MockProperty: Hashable, Sendable, Codable {
    package var name: String
    package var type: String
    package var isSettable: Bool
    package var isStatic: Bool
    package var attributes: [String]
    /// The effects of an effectful getter (`async throws`), if it has any: its mock reads
    /// through a handler.
    package var getterEffects: String?

    package init(name: String, type: String, isSettable: Bool, isStatic: Bool = false, attributes: [String] = []) {
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.isStatic = isStatic
        self.attributes = attributes
    }
}
