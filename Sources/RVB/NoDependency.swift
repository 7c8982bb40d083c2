import RIBs

/// The dependency of a module that needs none.
public struct NoDependency: Dependency {
    public init() {}
}
