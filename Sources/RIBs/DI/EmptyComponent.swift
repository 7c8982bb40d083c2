/// A component with no dependency, for the root of the tree.
@MainActor
open class EmptyComponent: EmptyDependency {
    /// Creates the component.
    public init() {}
}
