import RIBs

/// The app's scope, at the top of the tree: what every RIB below may depend on.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

/// Builds Root, launches it in the app's window and keeps it for the app's lifetime; hands it
/// the deep links the app receives.
///
/// Call ``launch(in:)`` once the window exists: from a scene delegate, with a `UIWindow` that
/// adopts `WindowControllable`, or from `main.swift`, with RIBsTerminal's `TerminalHost`.
@MainActor
final class RootApp {
    private var launchRouter: (any LaunchRouting)?
    private var urlHandler: (any RootURLHandler)?

    /// Launches Root in `window`; returns its router (an inspector can watch it).
    @discardableResult
    func launch(in window: any WindowControllable) -> any LaunchRouting {
        let (launchRouter, urlHandler) = RootBuilder(dependency: AppComponent()).build()
        self.launchRouter = launchRouter
        self.urlHandler = urlHandler
        launchRouter.launch(from: window)
        return launchRouter
    }

    /// Opens a deep link in Root, such as one the terminal's `open URL` passes.
    func open(_ url: String) {
        urlHandler?.handle(url)
    }
}
