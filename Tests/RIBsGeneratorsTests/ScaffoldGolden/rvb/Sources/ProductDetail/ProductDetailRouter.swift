import RVB

/// Builds ProductDetail's child modules; the view attaches them with `node.attach(module:as:)`.
@MainActor
final class ProductDetailRouter: Routable {
    // TODO: Keep the builders of the child modules, and build them here.
}
