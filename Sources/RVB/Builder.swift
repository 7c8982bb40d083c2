import RIBs

/// The base of a module's builder: it keeps the module's static ``Dependency``.
///
/// ```swift
/// final class ProductDetailBuilder: Builder<ProductDetailDependency>, ProductDetailBuildable {
///     func build(with parameter: ProductDetailParameter) -> any ProductDetailControllable {
///         ProductDetailView(product: dependency.productService.product(id: parameter.id))
///     }
/// }
/// ```
@MainActor
open class Builder<ModuleDependency: Dependency> {
    /// The module's static inputs.
    public let dependency: ModuleDependency

    /// Creates a builder with the module's static inputs.
    public init(_ dependency: ModuleDependency) {
        if ModuleDependency.self is any Parameter.Type {
            fatalError(
                "RIBs misuse: \(ModuleDependency.self) is both a Dependency and a Parameter. Static inputs (Dependency) and the inputs of one build (Parameter) must be different types."
            )
        }
        self.dependency = dependency
    }
}
