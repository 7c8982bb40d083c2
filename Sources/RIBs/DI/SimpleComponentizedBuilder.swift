/// A ``ComponentizedBuilder`` with no dynamic dependency.
@MainActor
open class SimpleComponentizedBuilder<Component: AnyObject, Router>: ComponentizedBuilder<Component, Router, Void, Void>
{
    /// Creates a builder that makes each build's component with `componentBuilder`.
    public init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: { _ in componentBuilder() })
    }

    /// Forwards to ``build(with:)``: there is no dynamic dependency to pass.
    public final override func build(with component: Component, _ dynamicBuildDependency: Void) -> Router {
        build(with: component)
    }

    /// Assembles the RIB from `component`. Subclasses must override it.
    open func build(with component: Component) -> Router {
        misuse("\(type(of: self)) must override build(with:) to assemble its RIB.")
    }

    /// Builds the RIB with a new component and returns its router.
    public final func build() -> Router {
        build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }
}
