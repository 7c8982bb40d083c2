import RIBs

/// The parameter of a module that needs none.
public struct NoParameter: Parameter {
    public init() {}
}
