/// A ``MultiStageComponentizedBuilder`` with no dynamic dependency.
@MainActor
open class SimpleMultiStageComponentizedBuilder<Component: AnyObject, Router>: MultiStageComponentizedBuilder<
    Component, Router, Void
>
{
    /// Forwards to ``finalStageBuild(with:)``: there is no dynamic dependency to pass.
    public final override func finalStageBuild(with component: Component, _ dynamicDependency: Void) -> Router {
        finalStageBuild(with: component)
    }

    /// Assembles the RIB from `component`. Subclasses must override it.
    open func finalStageBuild(with component: Component) -> Router {
        misuse("\(type(of: self)) must override finalStageBuild(with:) to assemble its RIB.")
    }

    /// Builds the RIB with the current pass's component and ends the pass.
    public final func finalStageBuild() -> Router {
        finalStageBuild(withDynamicDependency: ())
    }
}
