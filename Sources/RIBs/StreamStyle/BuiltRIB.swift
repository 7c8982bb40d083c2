/// What a stream-style builder returns: the RIB's node, its view, its typed outputs, and the
/// objects it is made of.
///
/// The parent that attaches it keeps those objects (its router, its interactor) for as long as
/// the RIB is attached: the node itself never holds them, so a router that holds its node (the
/// natural way to write one) forms no cycle.
///
/// ```swift
/// func build() -> BuiltRIB<DetailOutputs> {
///     let node = RIBNode(name: "Detail")
///     let interactor = DetailInteractor(state: writer)
///     let router = DetailRouter(node: node)
///     let view = DetailView(state: state, interactor: interactor)
///     return BuiltRIB(node: node, view: view, outputs: interactor.outputs, keeping: [router, interactor])
/// }
/// ```
@MainActor
public struct BuiltRIB<Outputs>: RIBNodeProviding {
    /// The RIB's node, which the parent attaches.
    public let node: RIBNode
    /// The RIB's view, if it has one (type-erased, so the parent is not tied to its type).
    public let view: (any ViewControllable)?
    /// What the RIB tells its parent: streams, instead of a listener.
    public let outputs: Outputs
    /// The RIB's own objects, kept by whoever keeps this value (the parent, once attached).
    public let parts: [AnyObject]

    /// A built RIB: its node, its view, its outputs and the objects to keep while it is attached.
    public init(node: RIBNode, view: (any ViewControllable)?, outputs: Outputs, keeping parts: [AnyObject] = []) {
        self.node = node
        self.view = view
        node.hasView = view != nil
        node.view = view
        node.parts = parts.map(RIBNode.WeakPart.init)
        self.outputs = outputs
        self.parts = parts
    }

    /// Makes this RIB the root of the tree: shows its view in `window`, activates it, then loads
    /// it, as a classic `LaunchRouter` does. Whoever launches keeps this value (and so the RIB).
    public func launch(from window: any WindowControllable) {
        node.launch(showing: view, in: window)
    }
}
