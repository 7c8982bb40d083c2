/// Something that carries a stream-style or RVB RIB's node: a ``BuiltRIB``, an RVB module's
/// contract. What `RIBsTesting`'s harness attaches when a builder returns one.
@MainActor
public protocol RIBNodeProviding {
    /// The RIB's node in the tree.
    var node: RIBNode { get }
}
