import RIBsSource

/// A parent component giving a child RIB its dependency: the component conforms to the
/// child's dependency protocol, or builds the child's builder with itself.
package struct DependencyEdge: Sendable, Hashable {
    /// The parent's component.
    package var parent: String
    /// The child's dependency protocol.
    package var child: String
    /// Where the edge is written (the conformance, or the builder's construction).
    package var location: FileLocation
    /// Whether the user declared the conformance; if not, `ribs deps` generates it.
    package var isDeclared: Bool
}
