/// A builder whose component is made before the final build, so the parent can read from it
/// first (for example to hand a child's stream to a sibling).
///
/// Within one build pass, ``componentForCurrentBuildPass`` is always the same instance;
/// ``finalStageBuild(withDynamicDependency:)`` ends the pass, and the next pass gets a new
/// component. A closure that returns the same instance for two passes stops the program.
@MainActor
open class MultiStageComponentizedBuilder<Component: AnyObject, Router, DynamicBuildDependency>: Buildable {
    private let componentBuilder: () -> Component
    private var currentPassComponent: Component?
    private weak var lastComponent: Component?

    /// Creates a builder that makes each pass's component with `componentBuilder`.
    public init(componentBuilder: @escaping () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// The component of the current build pass, made on first use.
    public final var componentForCurrentBuildPass: Component {
        if let currentPassComponent { return currentPassComponent }
        let component = componentBuilder()
        if let lastComponent, lastComponent === component {
            misuse(
                "\(type(of: self)): the component closure returned the same \(Component.self) instance as for the previous build pass. Return a new component from the closure each time."
            )
        }
        lastComponent = component
        currentPassComponent = component
        return component
    }

    /// Builds the RIB with the current pass's component and ends the pass.
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) -> Router {
        let router = finalStageBuild(with: componentForCurrentBuildPass, dynamicDependency)
        currentPassComponent = nil
        return router
    }

    /// Assembles the RIB from `component`. Subclasses must override it.
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) -> Router {
        misuse("\(type(of: self)) must override finalStageBuild(with:_:) to assemble its RIB.")
    }
}
