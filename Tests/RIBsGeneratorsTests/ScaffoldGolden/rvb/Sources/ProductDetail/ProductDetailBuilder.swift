import RVB

/// What ProductDetail needs for as long as it lives: its static input.
struct ProductDetailDependency: Dependency {}

/// What one build of ProductDetail takes: its dynamic input.
struct ProductDetailParameter: Parameter {}

/// ProductDetail's contract: what its parent sees of the module.
@MainActor
protocol ProductDetailControllable: Controllable {
    /// ProductDetail is done: its parent detaches it.
    var finished: Events<Void> { get }
}

/// Builds ProductDetail from its dependency and a parameter.
final class ProductDetailBuilder: Builder<ProductDetailDependency>, Buildable {
    func build(with parameter: ProductDetailParameter) -> any ProductDetailControllable {
        ProductDetailView(router: ProductDetailRouter(), parameter: parameter)
    }
}
