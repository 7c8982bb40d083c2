/// The router at the root of the tree, which launches the app into a window.
@MainActor
public protocol LaunchRouting: ViewableRouting {
    /// Shows the root view in `window`, activates the root interactor, then loads the router.
    func launch(from window: any WindowControllable)
}
