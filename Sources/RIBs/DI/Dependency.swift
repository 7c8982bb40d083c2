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
