import RVB

/// What ProductDetail needs for as long as it lives: its static input.
struct ProductDetailDependency: Dependency {}

/// What one build of ProductDetail takes: its dynamic input.
struct ProductDetailParameter: Parameter {}

/// ProductDetail's contract: what its parent sees of the module, which is its view.
@MainActor
protocol ProductDetailControllable: Controllable, ViewControllable {
    /// ProductDetail is done: its parent detaches it.
    var finished: Events<Void> { get }
}

/// Builds ProductDetail from its dependency and a parameter: its node first, which its view keeps and
/// whose view container shows its children.
final class ProductDetailBuilder: Builder<ProductDetailDependency>, Buildable {
    func build(with parameter: ProductDetailParameter) -> any ProductDetailControllable {
        let node = RIBNode(name: "ProductDetail")
        return ProductDetailView(
            node: node,
            router: ProductDetailRouter(),
            dependency: dependency,
            parameter: parameter)
    }
}
