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
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {
    private var isLaunched = false

    /// Creates a launch router for `interactor` and `viewController`.
    public override init(interactor: InteractorType, viewController: ViewControllerType) {
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Shows the root view in `window`, activates the root interactor, then loads the router.
    public final func launch(from window: any WindowControllable) {
        if isLaunched {
            misuse("launch(from:): \(name) was already launched. A root RIB launches once; build a new one to launch again.")
        }
        isLaunched = true
        window.rootViewControllable = viewControllable
        window.makeKeyAndVisible()
        interactable.activate()
        load()
    }
}
