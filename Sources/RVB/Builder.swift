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
    /// Attaches the module behind `child`, shows it at `placement`, and keeps it while it is
    /// attached; `handling` registers, before the module is attached, what this module handles
    /// of its contract, which ends when it is detached.
    ///
    /// ```swift
    /// node.attach(module: welcome, as: .present) { welcome, attachment in
    ///     attachment.on(welcome.completed) { [weak self] result in self?.finishSignUp(result) }
    /// }
    /// ```
    public func attach<Child: Controllable>(
        module child: Child,
        as placement: Placement = .present,
        handling register: ((Child, Attachment) -> Void)? = nil
    ) {
        // A module that is a view is kept as the view; one that is not, as one of its objects.
        let view = child as? any ViewControllable
        attach(RIBOutput(node: child.node, view: view, outputs: child, keeping: view == nil ? [child] : []), as: placement, handling: register)
    }

    /// Detaches the module behind `child`.
    public func detach(module child: some Controllable) {
        detachChild(child.node)
    }
}
