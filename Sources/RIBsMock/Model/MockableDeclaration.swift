import RIBsSource

/// A protocol to mock, as the parser read it: what the renderer needs and nothing of the syntax
/// tree, so rendering is a pure function of this value.
package struct MockableDeclaration: Hashable, Sendable, Codable {
    /// The protocol's name ("WebServicing").
    package var name: String
    /// `public`, `package` or nothing; the mock gets the same.
    package var accessLevel: String
    /// The protocols it refines, as written.
    package var inheritedTypes: [String]
    /// Attributes to carry over to the mock (`@MainActor`, `@available(...)`).
    package var attributes: [String]
    /// The arguments of the `@mockable` annotation.
    package var annotation: MockAnnotation
    /// Its requirements, in source order.
    package var members: [MockMember]
    /// Where it was declared, for ordering output and for messages.
    package var location: FileLocation
    /// An annotated class (`--mock-all`) rather than a protocol: its mock is a subclass whose
    /// members override the class's.
    package var isClass = false
    /// Whether the class is `final`, so it cannot be mocked by subclassing.
    package var isFinal = false
    /// The protocol's own `where` clause (`where T: Equatable`), if any.
    package var whereClause: String?
    /// The types it is declared in, outermost first (`FooView`, or `AAA.BBB` for an
    /// extension): its mock goes in an extension of the innermost.
    package var enclosingTypes: [String] = []

    package init(
        name: String,
        accessLevel: String = "",
        inheritedTypes: [String] = [],
        attributes: [String] = [],
        annotation: MockAnnotation = MockAnnotation(),
        members: [MockMember] = [],
        location: FileLocation = FileLocation(file: "", line: 0, column: 0)
    ) {
        self.name = name
        self.accessLevel = accessLevel
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.annotation = annotation
        self.members = members
        self.location = location
    }

    /// The global actor the protocol is isolated to, if any (`@MainActor`).
    package var globalActor: String? {
        attributes.first { $0 == "@MainActor" || $0.hasSuffix("Actor") && !$0.hasPrefix("@available") }
    }
}
