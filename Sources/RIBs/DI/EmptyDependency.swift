/// The dependency of a RIB that needs nothing from its parent (the root of the tree).
@MainActor
public protocol EmptyDependency: Dependency {}
