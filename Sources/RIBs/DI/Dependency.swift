/// What a RIB needs from its ancestors, declared as a protocol of read-only properties.
///
/// ```swift
/// protocol LoggedInDependency: Dependency {
///     var loggedInViewController: LoggedInViewControllable { get }
/// }
/// ```
/// The parent's component adopts it, usually in an extension in the child's folder.
@MainActor
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent (the root of the tree).
@MainActor
public protocol EmptyDependency: Dependency {}

/// A component with no dependency, for the root of the tree.
@MainActor
open class EmptyComponent: EmptyDependency {
    /// Creates the component.
    public init() {}
}
