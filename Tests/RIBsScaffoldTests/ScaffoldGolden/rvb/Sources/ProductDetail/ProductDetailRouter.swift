import RVB

/// Builds ProductDetail's children, from the builders it keeps (`routeTo<Child>(…)` returns one); the
/// view attaches them with its node.
@MainActor
final class ProductDetailRouter: Routable {}
