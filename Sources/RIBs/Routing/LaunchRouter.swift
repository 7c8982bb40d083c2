/// The router at the root of the tree: it launches the app into a window.
///
/// ```swift
/// let root = RootBuilder(dependency: AppComponent()).build()
/// root.launch(from: terminalWindow)
/// ```
/// `launch(from:)` shows the root view in the window, makes it visible, activates the root
/// interactor, then loads the router (which attaches the first children). Launching twice
/// stops the program.
@MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>,
    LaunchRouting
{
    private var isLaunched = false

    /// Creates a launch router for `interactor` and `viewController`.
    public override init(interactor: InteractorType, viewController: ViewControllerType) {
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Shows the root view in `window`, activates the root interactor, then loads the router.
    public final func launch(from window: any WindowControllable) {
        launchAsRoot(showing: viewControllable, in: window, isLaunched: &isLaunched)
    }
}
