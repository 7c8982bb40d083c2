import RIBs

/// The app's scope, at the top of the tree: what every RIB below may depend on.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

/// The app's entry point: builds Root, launches it in the app's window, and keeps its router
/// for the app's lifetime.
///
/// Call ``launch(in:)`` once the window exists: from a scene delegate, with a `UIWindow` that
/// adopts `WindowControllable`, or from `main.swift`, with RIBsTerminal's `TerminalHost`.
@MainActor
final class RootApp {
    private var launchRouter: (any LaunchRouting)?

    func launch(in window: any WindowControllable) {
        let launchRouter = RootBuilder(dependency: AppComponent()).build()
        self.launchRouter = launchRouter
        launchRouter.launch(from: window)
    }
}
