/// A parameter of a function requirement.
package struct MockParameter: Hashable, Sendable, Codable {
    /// The argument label, `_` for none.
    package var label: String
    /// The name the body uses.
    package var name: String
    /// The type as written (`String`, `inout Int`, `@escaping () -> Void`, `Int...`).
    package var type: String

    package init(label: String, name: String, type: String) {
        self.label = label
        self.name = name
        self.type = type
    }
}
