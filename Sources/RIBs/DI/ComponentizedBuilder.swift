/// A builder that makes a new component for every build, for RIBs whose component depends on a
/// value known only at build time (Needle-style generated DI).
///
/// `DynamicComponentDependency` goes to the component closure; `DynamicBuildDependency` goes to
/// ``build(with:_:)``, which subclasses override to assemble the RIB.
///
/// ```swift
/// final class GameBuilder: ComponentizedBuilder<GameComponent, GameRouting, GameListener, Player> {
///     init(parent: GameDependency) {
///         super.init { player in GameComponent(parent: parent, player: player) }
///     }
///     override func build(with component: GameComponent, _ listener: GameListener) -> GameRouting { ... }
/// }
/// let router: GameRouting = builder.build(withDynamicBuildDependency: self, dynamicComponentDependency: player)
/// ```
///
/// Each build must get a fresh component: a closure that returns the same instance twice stops
/// the program, since two RIBs would share one DI scope.
@MainActor
open class ComponentizedBuilder<Component: AnyObject, Router, DynamicBuildDependency, DynamicComponentDependency>:
    Buildable
{
    private let componentBuilder: (DynamicComponentDependency) -> Component
    private weak var lastComponent: Component?

    /// Creates a builder that makes each build's component with `componentBuilder`.
    public init(componentBuilder: @escaping (DynamicComponentDependency) -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds the RIB with a new component and returns its router.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> Router {
        let (_, router): (Component, Router) = build(
            withDynamicBuildDependency: dynamicBuildDependency,
            dynamicComponentDependency: dynamicComponentDependency
        )
        return router
    }

    /// Builds the RIB with a new component and returns both.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> (Component, Router) {
        let component = componentBuilder(dynamicComponentDependency)
        if let lastComponent, lastComponent === component {
            misuse(
                "\(type(of: self)): the component closure returned the same \(Component.self) instance as for the previous build. Return a new component from the closure each time."
            )
        }
        lastComponent = component
        return (component, build(with: component, dynamicBuildDependency))
    }

    /// Assembles the RIB from `component`. Subclasses must override it.
    open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) -> Router {
        misuse("\(type(of: self)) must override build(with:_:) to assemble its RIB.")
    }
}
