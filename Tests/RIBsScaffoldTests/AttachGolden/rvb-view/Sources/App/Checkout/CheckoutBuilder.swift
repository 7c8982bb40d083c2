import RVB

/// What Checkout needs for as long as it lives: its static input.
struct CheckoutDependency: Dependency {}

/// What one build of Checkout takes: its dynamic input.
struct CheckoutParameter: Parameter {}

/// Checkout's contract: what its parent sees of the module, which is its view.
@MainActor
protocol CheckoutControllable: Controllable, ViewControllable {
    /// Checkout is done: its parent detaches it.
    var finished: Events<Void> { get }
}

/// Builds Checkout from its dependency and a parameter: its node first, which its view keeps and
/// whose view container shows its children.
final class CheckoutBuilder: Builder<CheckoutDependency>, Buildable {
    func build(with parameter: CheckoutParameter) -> any CheckoutControllable {
        let node = RIBNode(name: "Checkout")
        return CheckoutView(
            node: node,
            router: CheckoutRouter(
                settingsBuilder: SettingsBuilder(dependency: CheckoutSettingsComponent(dependency: dependency))),
            dependency: dependency,
            parameter: parameter)
    }
}
