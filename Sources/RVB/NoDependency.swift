import RIBs

/// The dependency of a module that needs none.
public struct NoDependency: Dependency {
    /// The one value: there is nothing to depend on.
    public init() {}
}
