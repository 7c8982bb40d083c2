import RIBs

/// The parameter of a module that needs none.
public struct NoParameter: Parameter {
    /// The one value: there is nothing to pass.
    public init() {}
}
