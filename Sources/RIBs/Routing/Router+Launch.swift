extension Router {
    /// Makes this router the root of a tree: shows `view` in `window`, activates the interactor,
    /// then loads. The one launch rule for a `LaunchRouter` and a root `RIBNode`.
    ///
    /// `isLaunched` is the caller's flag: only root routers pay for it.
    func launchAsRoot(showing view: (any ViewControllable)?, in window: any WindowControllable, isLaunched: inout Bool)
    {
        if isLaunched {
            misuse(
                "launch(from:): \(name) was already launched. A root RIB launches once; build a new one to launch again."
            )
        }
        if parentNode != nil {
            misuse(
                "launch(from:): \(name) is attached to a parent (at \(path)); only a root RIB is launched. Detach it first."
            )
        }
        isLaunched = true
        window.rootViewControllable = view
        window.makeKeyAndVisible()
        interactable.activate()
        load()
    }
}
