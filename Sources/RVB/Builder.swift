import RIBs

/// Builds a module from a parameter: what a parent's router holds for each child module.
///
/// Its associated types are constrained, so a builder's input *is* a ``Parameter`` (RVB's
/// original markers were never checked):
///
/// ```swift
/// typealias ProductDetailBuildable = Buildable<ProductDetailParameter, any ProductDetailControllable>
/// ```
@MainActor
public protocol Buildable<ModuleParameter, ModuleControllable>: AnyObject {
    associatedtype ModuleParameter: Parameter
    associatedtype ModuleControllable
    /// Builds the module for `parameter` and returns its contract.
    func build(with parameter: ModuleParameter) -> ModuleControllable
}

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
            fatalError("RIBs misuse: \(ModuleDependency.self) is both a Dependency and a Parameter. Static inputs (Dependency) and the inputs of one build (Parameter) must be different types.")
        }
        self.dependency = dependency
    }
}

extension RIBNode {
    /// Attaches the module behind `child` and shows it at `placement`; `observe` runs with the
    /// child's contract for as long as it stays attached.
    public func attach<Child: Controllable>(
        module child: Child,
        as placement: Placement = .present,
        whileAttached observe: (@MainActor (Child) async -> Void)? = nil
    ) {
        attach(RIBOutput(node: child.node, view: child as? any ViewControllable, outputs: child), as: placement, whileAttached: observe)
    }

    /// Detaches the module behind `child`.
    public func detach(module child: some Controllable) {
        detachChild(child.node)
    }
}
